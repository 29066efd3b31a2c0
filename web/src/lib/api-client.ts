/**
 * The one way the web client talks to the Formloom API (product spec section 7 and 8).
 *
 * - Every call sends cookies (`credentials: 'include'`); identity is the server's session cookie.
 *   No identity header or body field is added here (DESIGN.md section 5).
 * - Bodies are JSON (FormData passes through untouched for uploads).
 * - A response that is not ok raises `ApiError` with the message "{status}: {text}", where text is
 *   the response text, or the status text when the body is empty. The error is also logged.
 * - JSON response bodies are logged with `console.debug`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server's JSON error shape: `{ message, code }` (DESIGN.md section 6). */
export interface ApiErrorBody {
  message?: unknown;
  code?: unknown;
  [key: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  /** The response text, or the status text when the response had no body. */
  readonly body: string;
  /** The parsed body when it was JSON. */
  readonly data: unknown;
  /** `code` from a JSON `{ message, code }` body. */
  readonly code: string | undefined;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.data = parseJson(body);
    const code = isRecord(this.data) ? this.data.code : undefined;
    this.code = typeof code === 'string' ? code : undefined;
  }

  /** The server's human message (`{ message }`), when it sent one. */
  get serverMessage(): string | undefined {
    const message = isRecord(this.data) ? this.data.message : undefined;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Throws `ApiError` for a response that is not ok. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // A body that cannot be read counts as empty.
  }
  const error = new ApiError(res.status, text || res.statusText);
  console.error(`API ${res.url || 'request'} failed:`, error.message);
  throw error;
}

/**
 * Sends a request and returns the (ok) response. A JSON answer is logged with console.debug from
 * a clone, so the caller can still read the body.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const res = await fetch(url, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfResNotOk(res);
  logJson(method, url, res);
  return res;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * GETs JSON. A 401 throws (`on401: 'throw'`) or resolves to null (`on401: 'returnNull'`).
 * An empty answer (204) resolves to null.
 */
export async function getJson<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T | null> {
  const res = await fetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal: options.signal,
  });
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  if (res.status === 204) return null;
  const text = await res.text();
  if (text === '') return null;
  const data = JSON.parse(text) as T;
  console.debug(`API GET ${url}`, data);
  return data;
}

function logJson(method: string, url: string, res: Response): void {
  if (!res.headers.get('content-type')?.includes('json')) return;
  res
    .clone()
    .json()
    .then(
      (data: unknown) => console.debug(`API ${method} ${url}`, data),
      () => undefined,
    );
}

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
