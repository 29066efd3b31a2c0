/**
 * A browser-like client over app.inject(): same-origin headers and a cookie jar, so tests exercise
 * the session cookie exactly as a browser would.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let clients = 0;

export class BrowserClient {
  readonly cookies = new Map<string, string>();
  /** Each client is its own machine (a TEST-NET address, never sent anywhere): per-IP limits apply per client. */
  readonly remoteAddress = `203.0.113.${(clients++ % 250) + 1}`;

  constructor(
    private readonly app: FastifyInstance,
    private readonly baseHeaders: Record<string, string> = {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    },
  ) {}

  async request(options: {
    method: InjectOptions['method'];
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method: options.method,
      url: options.url,
      payload: options.payload as InjectOptions['payload'],
      remoteAddress: this.remoteAddress,
      headers: { ...this.baseHeaders, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request({ method: 'GET', url, headers });
  post = (url: string, payload: unknown = {}, headers?: Record<string, string>) =>
    this.request({ method: 'POST', url, payload, headers });
  put = (url: string, payload: unknown = {}) => this.request({ method: 'PUT', url, payload });
  patch = (url: string, payload: unknown = {}) => this.request({ method: 'PATCH', url, payload });
  delete = (url: string) => this.request({ method: 'DELETE', url });
}

let counter = 0;
/** A unique, valid registration body. */
export function newAccount(overrides: Record<string, string> = {}) {
  counter += 1;
  const id = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    username: `user${id}`,
    email: `user${id}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    ...overrides,
  };
}
