/**
 * Every /api/admin route, read from the OpenAPI document so a new one is covered without editing
 * this list: guests and users get the 404 an unknown route gets (before any validation, so an
 * empty body is no 400), and an admin reaches the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { signUp, signUpAdmin, type TestPerson } from './admin.test-support';

let t: TestContext;
let admin: TestPerson;
let user: TestPerson;
let routes: { method: string; path: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  user = await signUp(t.app);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
});
afterAll(() => t.close());

/** A concrete URL: ids that exist for users, made-up ones elsewhere (the guard runs first). */
const urlOf = (path: string) =>
  path
    .replace('{id}', String(user.id))
    .replace('{formId}', 'no-such-form')
    .replace('{templateId}', 'no-such-template');

describe('the admin API', () => {
  it('has the console routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/overview' });
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/admin/users/{id}' });
  });

  it('answers 404 NOT_FOUND to guests and users on every route, like a missing route', async () => {
    const guest = new BrowserClient(t.app);
    for (const { method, path } of routes) {
      for (const client of [guest, user.client]) {
        const res = await client.request({
          method: method as 'GET',
          url: urlOf(path),
          payload: {},
        });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json(), `${method} ${path}`).toEqual({
          code: 'NOT_FOUND',
          message: `Route ${method} ${urlOf(path)} not found`,
        });
      }
    }
    // Nothing the refused calls asked for happened.
    const detail = await admin.client.get(`/api/admin/users/${user.id}`);
    expect(detail.json().user).toMatchObject({ role: 'user', credits: 0, disabledAt: null });
  });

  it('lets an admin through on every route (no 404 from the guard)', async () => {
    for (const { method, path } of routes) {
      if (method === 'DELETE') continue; // the delete is exercised in admin-users.test.ts
      const res = await admin.client.request({
        method: method as 'GET',
        url: urlOf(path),
        payload: {},
      });
      expect(res.json().message ?? '', `${method} ${path}`).not.toMatch(/^Route /);
    }
  });

  it('shows the overview with counts and a 30-day series', async () => {
    const res = await admin.client.get('/api/admin/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toBeGreaterThanOrEqual(2);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29].date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.daily.reduce((n: number, d: { newUsers: number }) => n + d.newUsers, 0)).toBe(
      body.users,
    );
  });
});
