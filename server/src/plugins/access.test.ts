/**
 * Walks every route that takes a form id and proves that nobody but the owner (or the guest who
 * created it, or an admin) reaches it: another user and another guest get 404, as for a missing form.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { BrowserClient, newAccount } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { canAccessForm } from './access';
import type { Identity } from './session';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const definition = {
  title: 'Private',
  questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Q', order: 0 }],
};

/** Valid bodies, so a route refuses the intruder for access and not for the body. */
const BODIES: Record<string, unknown> = {
  'POST /api/forms/{id}/save-as-template': { title: 'Copy' },
  'POST /api/forms/{id}/invitations': { recipient: 'someone@example.org', role: 'viewer' },
  'PATCH /api/forms/{id}/collaborators/{userId}': { role: 'viewer' },
  'POST /api/forms/{id}/transfer': { userId: 1 },
  'PUT /api/forms/{id}/notification-settings': { mode: 'daily' },
  'POST /api/forms/{id}/webhooks': {
    url: 'https://hooks.example.com/formloom',
    events: ['form.published'],
  },
  'PATCH /api/forms/{id}/webhooks/{endpointId}': { enabled: false },
  'PUT /api/forms/{id}/settings': { responseRetentionDays: 30 },
  'POST /api/forms/{id}/reports': { name: 'Board' },
};

/**
 * Every API route that takes a form id, read from the OpenAPI document (which lists every route),
 * with a body that would succeed for the owner. A new form route is covered automatically.
 */
/**
 * Reads whose query names questions (issue 32): a well-formed query, so the access check is what
 * answers, not the query's validation.
 */
const QUERIES: Record<string, string> = {
  '/api/forms/{id}/trends': '?questionId=q1&interval=day',
  '/api/forms/{id}/crosstab': '?row=q1&column=q2',
  '/api/forms/{id}/crosstab.csv': '?row=q1&column=q2',
};

async function formRoutes(app: TestContext['app']) {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes: { method: string; url: string; payload?: unknown }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    // Form routes are those under /api/forms/{id}; other resources name their own ids (templates,
    // brand logos) and test their own access. Public routes serve published forms to anyone by
    // design (and never expose owner data).
    if (!path.startsWith('/api/forms/{id}')) continue;
    for (const method of Object.keys(operations)) {
      const m = method.toUpperCase();
      routes.push({
        method: m,
        // Other path parameters get a plausible value; only the form id matters here.
        url: path.replace('{id}', ':id').replace(/\{\w+\}/g, '1') + (QUERIES[path] ?? ''),
        payload:
          BODIES[`${m} ${path}`] ??
          (m === 'PUT'
            ? { version: 1, definition }
            : m === 'GET'
              ? undefined
              : m === 'DELETE'
                ? { ids: [1] }
                : {}),
      });
    }
  }
  return routes;
}

describe('the one access check', () => {
  it('knows every form route', async () => {
    const urls = (await formRoutes(t.app)).map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['GET /api/forms/:id', 'PUT /api/forms/:id', 'DELETE /api/forms/:id']),
    );
  });

  it("gives user B and other guests 404 on each of user A's and guest A's forms", async () => {
    const ownerA = new BrowserClient(t.app);
    await ownerA.post('/api/auth/register', newAccount());
    const guestA = new BrowserClient(t.app);
    const userForm = (await ownerA.post('/api/forms', { definition })).json().id as string;
    const guestForm = (await guestA.post('/api/forms', { definition })).json().id as string;

    const userB = new BrowserClient(t.app);
    await userB.post('/api/auth/register', newAccount());
    const guestB = new BrowserClient(t.app);
    await guestB.post('/api/session/guest');
    const stranger = new BrowserClient(t.app);

    const routes = await formRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const formId of [userForm, guestForm]) {
      for (const route of routes) {
        for (const intruder of [userB, guestB, stranger]) {
          const ask = (id: string) =>
            intruder.request({
              method: route.method as 'GET',
              url: route.url.replace(':id', id),
              payload: route.payload,
            });
          const res = await ask(formId);
          const missing = await ask('no-such-form');
          // The same answer as for a form that does not exist: nothing to probe.
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(
            missing.statusCode,
          );
          expect(res.json()).toEqual(missing.json());
          // 404, or 401 from a route that needs an account before it looks at any form.
          expect(res.json()).toEqual(
            res.statusCode === 401 && intruder !== userB
              ? expect.objectContaining({ code: 'UNAUTHORIZED' })
              : { message: 'Form not found', code: 'NOT_FOUND' },
          );
        }
      }
    }
    // And the owners still reach their forms.
    expect((await ownerA.get(`/api/forms/${userForm}`)).statusCode).toBe(200);
    expect((await guestA.get(`/api/forms/${guestForm}`)).statusCode).toBe(200);
  }, 120_000); // Every route, two forms, three intruders, twice each: past 30 s on a busy machine.

  it('lets an admin open any form', async () => {
    const owner = new BrowserClient(t.app);
    await owner.post('/api/auth/register', newAccount());
    const formId = (await owner.post('/api/forms', { definition })).json().id as string;
    const admin = new BrowserClient(t.app);
    const adminUser = (await admin.post('/api/auth/register', newAccount())).json();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
    expect((await admin.get(`/api/forms/${formId}`)).statusCode).toBe(200);
  });
});

describe('canAccessForm', () => {
  const user = (id: number, role: 'user' | 'admin' = 'user') =>
    ({ id, role }) as unknown as NonNullable<Identity['user']>;
  const who = (partial: Partial<Identity>): Identity => ({
    session: null,
    user: null,
    guestId: null,
    ...partial,
  });

  it.each([
    ['owner', who({ user: user(1) }), { ownerId: 1, anonymousId: null }, 'delete', null, true],
    ['other user', who({ user: user(2) }), { ownerId: 1, anonymousId: null }, 'view', null, false],
    [
      'admin',
      who({ user: user(9, 'admin') }),
      { ownerId: 1, anonymousId: null },
      'delete',
      null,
      true,
    ],
    [
      'guest creator',
      who({ guestId: 'g1' }),
      { ownerId: null, anonymousId: 'g1' },
      'delete',
      null,
      true,
    ],
    [
      'other guest',
      who({ guestId: 'g2' }),
      { ownerId: null, anonymousId: 'g1' },
      'view',
      null,
      false,
    ],
    ['no guest id', who({}), { ownerId: null, anonymousId: 'g1' }, 'view', null, false],
    [
      'guest id on an owned form',
      who({ guestId: 'g1' }),
      { ownerId: 1, anonymousId: 'g1' },
      'view',
      null,
      false,
    ],
    [
      'viewer views',
      who({ user: user(3) }),
      { ownerId: 1, anonymousId: null },
      'view',
      'viewer',
      true,
    ],
    [
      'viewer edits',
      who({ user: user(3) }),
      { ownerId: 1, anonymousId: null },
      'edit',
      'viewer',
      false,
    ],
    [
      'editor edits',
      who({ user: user(3) }),
      { ownerId: 1, anonymousId: null },
      'edit',
      'editor',
      true,
    ],
    [
      'editor deletes',
      who({ user: user(3) }),
      { ownerId: 1, anonymousId: null },
      'delete',
      'editor',
      false,
    ],
    ...(
      [
        ['editor publishes', 'publish', 'editor', true],
        ['editor shares', 'share', 'editor', false],
        ['editor transfers', 'transfer', 'editor', false],
        ['viewer publishes', 'publish', 'viewer', false],
        ['viewer shares', 'share', 'viewer', false],
      ] as const
    ).map(
      ([name, action, role, expected]) =>
        [
          name,
          who({ user: user(3) }),
          { ownerId: 1, anonymousId: null },
          action,
          role,
          expected,
        ] as const,
    ),
    [
      'admin transfers',
      who({ user: user(9, 'admin') }),
      { ownerId: 1, anonymousId: null },
      'transfer',
      null,
      true,
    ],
    // Sharing names people and mails them on the sharer's behalf: only an account may.
    [
      'guest creator shares',
      who({ guestId: 'g1' }),
      { ownerId: null, anonymousId: 'g1' },
      'share',
      null,
      false,
    ],
    // A guest's form has no account to answer for it: not even an admin shares it.
    [
      'admin shares a guest form',
      who({ user: user(9, 'admin') }),
      { ownerId: null, anonymousId: 'g1' },
      'share',
      null,
      false,
    ],
    [
      'admin edits a guest form',
      who({ user: user(9, 'admin') }),
      { ownerId: null, anonymousId: 'g1' },
      'edit',
      null,
      true,
    ],
    [
      'guest creator publishes',
      who({ guestId: 'g1' }),
      { ownerId: null, anonymousId: 'g1' },
      'publish',
      null,
      true,
    ],
  ] as const)('%s', (_name, identity, form, action, role, expected) => {
    expect(canAccessForm(identity, form, action, role)).toBe(expected);
  });
});
