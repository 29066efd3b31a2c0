/**
 * RATE_LIMIT_ALLOWLIST exempts its addresses from every per-route rate limit, whatever the limit
 * is keyed on: the submission's limit is per address and form, and was not exempted. The routes
 * are collected as the app registers them, so a limit added later is checked here too.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BrowserClient } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { allowListed } from './rate-limit-allow-list';

const routes = vi.hoisted(() => [] as RouteOptions[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const factory = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: factory, fastify: factory };
});

const ALLOWED = '198.51.100.7';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_ALLOWLIST: ` ${ALLOWED}, 2001:db8::1 `, SUBMIT_RATE_LIMIT_PER_MINUTE: '3' },
  });
});
afterAll(() => t.close());

/** The route's limit, or null when it has none (or one that is not a fixed number). */
function limitOf(route: RouteOptions): number | null {
  const rateLimit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
  return typeof rateLimit?.max === 'number' ? rateLimit.max : null;
}

/** max + 1 requests from one address; the last status. The limit counts before the body is read. */
async function statusAfterLimit(route: RouteOptions, method: string, remoteAddress: string) {
  const url = route.url.replace(/:(\w+)/g, 'same-$1');
  const noScript = /^\/(anonymous-)?forms\//.test(route.url);
  let last = 0;
  for (let i = 0; i <= limitOf(route)!; i += 1) {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      remoteAddress,
      headers: {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'content-type': noScript ? 'multipart/form-data; boundary=limit' : 'application/json',
      },
      // Malformed on purpose: the request is counted, then refused cheaply (400). The no-script
      // post counts after its body parser (ADR 039), so it gets a form post, one with no fields.
      ...(method === 'GET' ? {} : { payload: noScript ? '--limit--\r\n' : '{' }),
    });
    last = res.statusCode;
  }
  return last;
}

describe('RATE_LIMIT_ALLOWLIST', () => {
  it('exempts its addresses from every route limit, and only them', async () => {
    const limited = routes.filter((route) => limitOf(route) !== null);
    expect(limited.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/public/forms/:id/responses',
        '/api/public/forms/:id/events',
        '/api/check-user',
        '/api/auth/login',
      ]),
    );
    const failures: string[] = [];
    let other = 1;
    for (const route of limited) {
      for (const method of [route.method].flat()) {
        const name = `${method} ${route.url}`;
        // A fresh address for each route, so one route's count cannot leak into another's.
        const stranger = `203.0.113.${other++}`;
        if ((await statusAfterLimit(route, method, stranger)) !== 429)
          failures.push(`${name}: not limited for ${stranger}`);
        for (const address of [ALLOWED, `::ffff:${ALLOWED}`, '2001:db8::1']) {
          const status = await statusAfterLimit(route, method, address);
          if (status === 429) failures.push(`${name}: limited for allow-listed ${address}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every limited route, each past its limit from four addresses: some thousands of requests,
    // which outgrow the default per-test time on a busy machine as routes are added.
  }, 180_000);

  it('lets an allow-listed load test submit past the per-form limit; others get 429', async () => {
    const owner = new BrowserClient(t.app);
    await owner.post('/api/auth/register', {
      username: 'loadtester',
      email: 'load@example.com',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
    });
    const id = (await owner.post('/api/forms', {})).json().id as string;
    expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
    const submitFrom = async (address: string) => {
      const client = new BrowserClient(t.app);
      Object.assign(client, { remoteAddress: address });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (
            await client.post(`/api/public/forms/${id}/responses`, {
              draftId: crypto.randomUUID(),
              answers: {},
            })
          ).statusCode,
        );
      return statuses;
    };
    expect(await submitFrom(ALLOWED)).toEqual([201, 201, 201, 201, 201]);
    expect(await submitFrom('203.0.113.200')).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('allowListed', () => {
  it('matches exact addresses, an IPv4 address in its IPv6-mapped form, and IPv6 in any case', () => {
    const allowed = allowListed(['192.0.2.1', '2001:DB8::1'])!;
    const is = (ip: string) => allowed({ ip });
    expect(is('192.0.2.1')).toBe(true);
    expect(is('::ffff:192.0.2.1')).toBe(true);
    expect(is('2001:db8::1')).toBe(true);
    expect(is('192.0.2.10')).toBe(false);
    expect(is('192.0.2.2')).toBe(false);
    expect(allowListed([])).toBeUndefined();
    // What Fastify reports for a request whose socket has closed (seen under load in bench/soak).
    expect(allowed({ ip: undefined as unknown as string })).toBe(false);
  });
});
