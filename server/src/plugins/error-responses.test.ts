/**
 * Every error a route can answer leaves with its real status and `{ message, code }`, never as a
 * 500 because a declared response schema did not cover it. The routes are collected as the app
 * registers them (a hook on the Fastify instance buildApp creates), so a route added later is
 * checked without touching this file.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { publishLimitErrorSchema } from '@core/api/forms';
import { users } from '../db/schema';
import { BrowserClient, newAccount } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';

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

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Writes security.ts exempts from the same-origin rule on purpose: called by no browser page of
 * ours and authorised by something other than a cookie (Stripe's signature; the unsubscribe
 * link's HMAC token, RFC 8058 one-click).
 */
const ORIGIN_EXEMPT = new Set(['POST /api/billing/webhook', 'POST /api/public/unsubscribe']);

/** One entry per method and URL; `:id`-style parameters get a placeholder value. */
function apiRoutes(): { method: string; url: string; route: RouteOptions }[] {
  return routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url.replace(/:(\w+)/g, 'placeholder-$1').replace('*', 'x'),
        route,
      })),
    );
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '1' } });
});
afterAll(() => t.close());

describe('the same-origin refusal on every route', () => {
  it('answers 403 BAD_ORIGIN, not 500, to a cross-origin or origin-less write on every route', async () => {
    const writes = apiRoutes().filter(
      (r) => STATE_CHANGING.has(r.method) && !ORIGIN_EXEMPT.has(`${r.method} ${r.route.url}`),
    );
    // The collection itself works: the routes the issue names are among them.
    expect(writes.map((r) => `${r.method} ${r.route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/forms/:id/publish',
        'PATCH /api/user',
        'POST /api/public/forms/:id/responses',
        'POST /api/public/forms/:id/uploads',
        'DELETE /api/forms/:id',
      ]),
    );
    expect(writes.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    for (const { method, url } of writes) {
      for (const origin of ['https://evil.example', undefined]) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: { host: 'localhost:3000', ...(origin ? { origin } : {}) },
          payload: {},
        });
        const body = String(res.headers['content-type']).startsWith('application/json')
          ? res.json()
          : {};
        if (
          res.statusCode !== 403 ||
          body.code !== 'BAD_ORIGIN' ||
          typeof body.message !== 'string'
        )
          failures.push(`${method} ${url} (origin ${origin}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('body errors on every route', () => {
  it('answers 413 to an oversized body and 400 to malformed JSON, with { message, code }', async () => {
    const failures: string[] = [];
    const huge = JSON.stringify({ padding: 'x'.repeat(4 * 1024 * 1024) });
    // The admin console's guard answers 404 to anyone else before the body is read, so its
    // routes are called as an admin (the role is read from the database on every request).
    const admin = new BrowserClient(t.app);
    const account = newAccount();
    await admin.post('/api/auth/register', account);
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.username, account.username));
    const adminCookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const { method, url } of apiRoutes().filter((r) => STATE_CHANGING.has(r.method))) {
      for (const [payload, status, code] of [
        [huge, 413, 'PAYLOAD_TOO_LARGE'],
        ['{"unterminated', 400, 'VALIDATION_ERROR'],
      ] as const) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers: {
            ...t.origin,
            'content-type': 'application/json',
            ...(url.startsWith('/api/admin/') ? { cookie: adminCookie } : {}),
          },
          payload,
        });
        const body = res.statusCode === status ? res.json() : {};
        if (res.statusCode !== status || body.code !== code || typeof body.message !== 'string')
          failures.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('declared error responses', () => {
  it('accept the error body { message, code } for every error status of every API route', () => {
    const failures: string[] = [];
    const body = { message: 'Refused', code: 'SOME_CODE' };
    for (const { method, url, route } of apiRoutes()) {
      if ((route.schema as { hide?: boolean } | undefined)?.hide) continue;
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      // Both families are declared, so no error status falls back to a success schema.
      for (const family of ['4xx', '5xx'])
        if (!(family in response)) failures.push(`${method} ${url}: no ${family}`);
      for (const [status, schema] of Object.entries(response)) {
        if (!/^[45]/.test(status)) continue;
        if (!(schema instanceof z.ZodType) || !schema.safeParse(body).success)
          failures.push(`${method} ${url}: ${status} refuses { message, code }`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents them in the OpenAPI document, keeping the specific ones', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const publish = doc.paths['/api/forms/{id}/publish']!.post!.responses;
    expect(Object.keys(publish)).toEqual(
      expect.arrayContaining(['200', '403', '404', '4XX', '5XX']),
    );
    // The 403 still describes the publish limit's fields, beside the generic error.
    const forbidden = (publish['403'] as { content: Record<string, { schema: unknown }> }).content[
      'application/json'
    ]!.schema as { anyOf?: { properties?: object }[] };
    expect(forbidden.anyOf?.map((s) => Object.keys(s.properties ?? {}))).toEqual([
      ['message', 'code', 'max', 'upgradeType'],
      ['message', 'code', 'errors'],
    ]);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['4XX', '5XX']),
        );
      }
    }
  });
});

describe('POST /api/forms/{id}/publish refusals', () => {
  it('refuses a cross-origin publish with 403 BAD_ORIGIN and leaves the form unpublished', async () => {
    const owner = new BrowserClient(t.app);
    await owner.post('/api/auth/register', newAccount());
    const id = (await owner.post('/api/forms', {})).json().id as string;
    const res = await owner.post(
      `/api/forms/${id}/publish`,
      {},
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-origin request refused', code: 'BAD_ORIGIN' });
    expect((await owner.get(`/api/forms/${id}`)).json().published).toBe(false);
  });

  it("answers 404 for someone else's form and leaves it unpublished", async () => {
    const owner = new BrowserClient(t.app);
    await owner.post('/api/auth/register', newAccount());
    const id = (await owner.post('/api/forms', {})).json().id as string;
    const stranger = new BrowserClient(t.app);
    await stranger.post('/api/auth/register', newAccount());
    const res = await stranger.post(`/api/forms/${id}/publish`);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
    expect((await owner.get(`/api/forms/${id}`)).json().published).toBe(false);
  });

  it('answers 403 PUBLISH_LIMIT with the limit at the limit', async () => {
    const owner = new BrowserClient(t.app);
    await owner.post('/api/auth/register', newAccount());
    const [a, b] = [
      (await owner.post('/api/forms', {})).json().id as string,
      (await owner.post('/api/forms', {})).json().id as string,
    ];
    expect((await owner.post(`/api/forms/${a}/publish`)).statusCode).toBe(200);
    const res = await owner.post(`/api/forms/${b}/publish`);
    expect(res.statusCode).toBe(403);
    expect(publishLimitErrorSchema.parse(res.json())).toMatchObject({
      code: 'PUBLISH_LIMIT',
      max: 1,
      upgradeType: 'upgrade_pro',
    });
    expect((await owner.get(`/api/forms/${b}`)).json().published).toBe(false);
  });
});
