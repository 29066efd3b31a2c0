/**
 * Test support (not used by the app): a fetch stand-in that answers by "METHOD /path", records
 * every call, and 404s anything it was not told about.
 */
import type { User } from '@core/api/auth';
import { vi } from 'vitest';

export type MockAnswer = Response | (() => Response | Promise<Response>);

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'content-type': 'application/json' },
  });
}

export function mockApi(routes: Record<string, MockAnswer> = {}) {
  const calls: ApiCall[] = [];
  const table = new Map(Object.entries(routes));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const answer = table.get(`${method} ${url}`);
    if (!answer) return new Response('', { status: 404, statusText: 'Not Found' });
    if (answer instanceof Response) return answer.clone();
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** Sets or replaces the answer for "METHOD /path". */
    on(route: string, answer: MockAnswer) {
      table.set(route, answer);
    },
    callsTo(route: string) {
      const [method, url] = route.split(' ');
      return calls.filter((call) => call.method === method && call.url === url);
    },
  };
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 'user',
    credits: 0,
    authProvider: 'local',
    subscriptionStatus: null,
    subscriptionEndDate: null,
    autoRenewal: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastLoginAt: null,
    emailVerified: true,
    pendingEmail: null,
    ...overrides,
  };
}
