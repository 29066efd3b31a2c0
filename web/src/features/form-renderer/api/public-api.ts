/**
 * The respondent's calls to /api/public. Kept apart from the app's api-client so the public page
 * loads none of the signed-in app. Same-origin JSON; the server checks the Origin of every write.
 */
import type { z } from 'zod';
import type {
  PublicFormPayload,
  resumeDraftResponseSchema,
  saveDraftResponseSchema,
} from '@core/api/public';
import type { Answers } from '@core/form/definition';
import { browserIsOffline, type SubmitOutcome } from '@/renderer/lib/submit-outcome';
import { loadVisitorId } from '../lib/local-draft';

export { browserIsOffline, type SubmitOutcome };

export type SavedDraft = z.infer<typeof saveDraftResponseSchema>;
export type ResumedDraft = z.infer<typeof resumeDraftResponseSchema>;

const enc = encodeURIComponent;

async function jsonBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function sendJson(method: 'POST' | 'PUT', url: string, body: unknown, keepalive = false) {
  return fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    keepalive,
  });
}

/** The form for client-side navigation and development, where the page has no inlined copy. */
/**
 * The form language the page shows (ADR 048), sent with each draft save and submission so the
 * response records it; null for a form without languages.
 */
let answerLanguage: string | null = null;
export function setAnswerLanguage(language: string | null | undefined): void {
  answerLanguage = language ?? null;
}
const withLanguage = () => (answerLanguage ? { language: answerLanguage } : {});
const langQuery = (lang?: string | null) => (lang ? `?lang=${encodeURIComponent(lang)}` : '');

export async function fetchFormPayload(
  formId: string,
  lang?: string | null,
): Promise<PublicFormPayload> {
  const response = await fetch(`/api/public/forms/${enc(formId)}${langQuery(lang)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  const body = await jsonBody(response);
  if (body && typeof body.status === 'string' && 'form' in body)
    return body as unknown as PublicFormPayload;
  if (response.status === 404) {
    return { status: 'not_found', form: null, message: null, basePath: '/forms' };
  }
  throw new Error(`${response.status}: ${response.statusText}`);
}

/**
 * An older published version of the form (ADR 036), for a draft started on it; null when the
 * server has no such version (the page then shows the live one).
 */
export async function fetchVersionPayload(
  formId: string,
  formVersion: number,
  lang?: string | null,
): Promise<PublicFormPayload | null> {
  const url = `/api/public/forms/${enc(formId)}/versions/${formVersion}${langQuery(lang)}`;
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body = await jsonBody(response);
  return body && typeof body.status === 'string' && 'form' in body
    ? (body as unknown as PublicFormPayload)
    : null;
}

/** Upserts the server copy; null when the server refused (a submitted draft is frozen). */
export async function saveDraft(
  formId: string,
  draftId: string,
  answers: Answers,
  keepalive = false,
  formVersion: number | null = null,
): Promise<SavedDraft | null> {
  const response = await sendJson(
    'PUT',
    `/api/public/forms/${enc(formId)}/drafts/${enc(draftId)}`,
    { answers, ...(formVersion ? { formVersion } : {}), ...withLanguage() },
    keepalive,
  );
  if (!response.ok) return null;
  const body = await jsonBody(response);
  return body && typeof body.resumeToken === 'string' ? (body as unknown as SavedDraft) : null;
}

export async function fetchResumedDraft(token: string): Promise<ResumedDraft | null> {
  const response = await fetch(`/api/public/drafts/${enc(token)}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body = await jsonBody(response);
  if (
    !body ||
    typeof body.draftId !== 'string' ||
    !body.answers ||
    typeof body.answers !== 'object'
  )
    return null;
  return body as unknown as ResumedDraft;
}

/** Worth sending again with the same draft id: the server is idempotent by it. */
export class RetryableError extends Error {}

/**
 * One attempt at sending a response. `referrer` is the page before the form (the host page when
 * embedded), '' when there was none: passed in, because the service worker sends queued
 * submissions too and has no document.
 */
export async function postResponse(
  formId: string,
  draftId: string,
  answers: Answers,
  referrer: string,
  /** The version the respondent answered (ADR 036); the server keeps a saved draft's own. */
  formVersion: number | null = null,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await sendJson('POST', `/api/public/forms/${enc(formId)}/responses`, {
      draftId,
      answers,
      referrer: referrer.slice(0, 2000),
      ...(formVersion ? { formVersion } : {}),
      ...withLanguage(),
    });
  } catch {
    throw new RetryableError('network');
  }
  if (response.status >= 502 && response.status <= 504)
    throw new RetryableError(String(response.status));
  const body = await jsonBody(response);
  const message = typeof body?.message === 'string' ? body.message : '';
  if (response.ok) {
    return {
      kind: 'accepted',
      responseId: typeof body?.responseId === 'number' ? body.responseId : 0,
    };
  }
  switch (response.status) {
    case 400: {
      const raw = body?.errors;
      const errors: Record<string, string> = {};
      if (raw && typeof raw === 'object') {
        for (const [key, value] of Object.entries(raw))
          if (typeof value === 'string') errors[key] = value;
      }
      return { kind: 'invalid', message, errors };
    }
    case 404:
      return { kind: 'unavailable' };
    case 410:
      return { kind: 'closed', message: message || null };
    case 413:
      return { kind: 'too-large' };
    case 429:
      return { kind: 'rate-limited' };
    default:
      return { kind: 'failed', message: message || `${response.status}: ${response.statusText}` };
  }
}

export interface RetryOptions {
  /** Delays before each retry; their count is the number of retries. */
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
  onRetry?: (attempt: number) => void;
  formVersion?: number | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the response, retrying network failures and gateway errors with the same draft id, so a
 * retry of a response that did arrive just gets the first one back. Resolves to a network failure
 * (kind 'failed', message 'network') once the retries are used up, or at once with message
 * 'offline' when the browser is offline: retrying then only spends the respondent's time, and the
 * page sends again when the browser says it is back online.
 */
export async function submitResponse(
  formId: string,
  draftId: string,
  answers: Answers,
  { delays = [1000, 3000], wait = sleep, onRetry, formVersion = null }: RetryOptions = {},
): Promise<SubmitOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postResponse(formId, draftId, answers, document.referrer, formVersion);
    } catch (error) {
      if (!(error instanceof RetryableError)) throw error;
      if (error.message === 'network' && browserIsOffline())
        return { kind: 'failed', message: 'offline' };
      const delay = delays[attempt];
      if (delay === undefined) return { kind: 'failed', message: 'network' };
      onRetry?.(attempt + 1);
      await wait(delay);
    }
  }
}

export type EventType = 'view' | 'start' | 'submit';

/**
 * Analytics beacons: fire and forget, never in the respondent's way. Each carries this person's
 * visitor id, so the funnel counts people rather than addresses.
 */
export function sendEvent(formId: string, type: EventType): void {
  try {
    const referrer = document.referrer ? document.referrer.slice(0, 2000) : undefined;
    const body = { type, referrer, visitorId: loadVisitorId(formId) };
    sendJson('POST', `/api/public/forms/${enc(formId)}/events`, body, true).catch(() => undefined);
  } catch {
    // keepalive quota or a missing fetch: analytics are optional.
  }
}
