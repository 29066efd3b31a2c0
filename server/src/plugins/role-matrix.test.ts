/**
 * The role matrix, generated from the route table: every API route under /api/forms/{id} (read from
 * the OpenAPI document, so a new route is covered, and must be classified below before this passes)
 * against every kind of caller, each on a fresh form so one case's change cannot decide another's.
 *
 * - allowed: 2xx (or, for a route naming a sub-resource the form lacks, that resource's own 404);
 * - access but a role too low: 403 FORBIDDEN;
 * - no access at all: 404 "Form not found", exactly as for a form that does not exist.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, invitations, questions } from '../db/schema';
import {
  addCollaborator,
  makeAdmin,
  signUp,
  type TestPerson,
} from '../modules/collaboration/collaboration.test-support';
import { newFormId } from '../modules/forms/create-form';
import { BrowserClient } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { BINARY_PNG, multipartBody } from '../test-support/upload-test-helpers';
import type { FormAction } from './access';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What each form route asks of the caller. A route missing here fails the test by name. */
const ROUTE_ACTIONS: Record<string, FormAction> = {
  'GET /api/forms/{id}': 'view',
  'PUT /api/forms/{id}': 'edit',
  'DELETE /api/forms/{id}': 'delete',
  'POST /api/forms/{id}/duplicate': 'view',
  'POST /api/forms/{id}/publish': 'publish',
  'POST /api/forms/{id}/unpublish': 'publish',
  'POST /api/forms/{id}/save-as-template': 'edit',
  'GET /api/forms/{id}/files/{fileId}': 'view',
  'GET /api/forms/{id}/responses': 'view',
  'GET /api/forms/{id}/responses/{responseId}': 'view',
  'DELETE /api/forms/{id}/responses': 'edit',
  'GET /api/forms/{id}/export.csv': 'view',
  'GET /api/forms/{id}/export.xlsx': 'view',
  'GET /api/forms/{id}/summary': 'view',
  // Results reads (issue 32) and translations (ADR 048): viewers read, editors import.
  'GET /api/forms/{id}/trends': 'view',
  'GET /api/forms/{id}/crosstab': 'view',
  'GET /api/forms/{id}/crosstab.csv': 'view',
  'GET /api/forms/{id}/translations.csv': 'view',
  'PUT /api/forms/{id}/translations.csv': 'edit',
  'GET /api/forms/{id}/collaborators': 'view',
  'POST /api/forms/{id}/invitations': 'share',
  'DELETE /api/forms/{id}/invitations/{invitationId}': 'share',
  'PATCH /api/forms/{id}/collaborators/{userId}': 'share',
  'DELETE /api/forms/{id}/collaborators/{userId}': 'share',
  'POST /api/forms/{id}/transfer': 'transfer',
  'GET /api/forms/{id}/notification-settings': 'view',
  'PUT /api/forms/{id}/notification-settings': 'view',
  'POST /api/forms/{id}/publish-with-credit': 'publish',
  // Published versions (issue 30, ADR 036): the draft is the editors' to reset.
  'POST /api/forms/{id}/discard': 'edit',
  'POST /api/forms/{id}/versions/{number}/restore': 'edit',
  'GET /api/forms/{id}/versions': 'view',
  'GET /api/forms/{id}/versions/{number}': 'view',
  // Response retention (issue 20): readable by anyone who sees the responses, set by editors.
  'GET /api/forms/{id}/settings': 'view',
  'PUT /api/forms/{id}/settings': 'edit',
  // Webhooks are integration settings: owners and editors (issue 17).
  'GET /api/forms/{id}/webhooks': 'edit',
  'POST /api/forms/{id}/webhooks': 'edit',
  'PATCH /api/forms/{id}/webhooks/{endpointId}': 'edit',
  'DELETE /api/forms/{id}/webhooks/{endpointId}': 'edit',
  'GET /api/forms/{id}/webhooks/{endpointId}/secret': 'edit',
  'POST /api/forms/{id}/webhooks/{endpointId}/secret': 'edit',
  'POST /api/forms/{id}/webhooks/{endpointId}/test': 'edit',
  'GET /api/forms/{id}/webhooks/{endpointId}/deliveries': 'edit',
  'POST /api/forms/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver': 'edit',
  // Pictures for image choices (issue 28): part of editing the form.
  'POST /api/forms/{id}/images': 'edit',
  // Shared reports (issue 32, item 5): viewers see the list, editors share and revoke.
  'GET /api/forms/{id}/reports': 'view',
  'POST /api/forms/{id}/reports': 'edit',
  'DELETE /api/forms/{id}/reports/{reportId}': 'edit',
};

/**
 * Routes with a rule of their own after the access check, as their modules decide: only the
 * owner spends their credits (and a guest has none: 401, asked before the form is looked up);
 * response notifications go to an account's address, so a guest cannot turn them on.
 */
const OVERRIDES: Record<string, Record<string, Outcome>> = {
  'POST /api/forms/{id}/publish-with-credit': {
    admin: 'forbidden',
    editor: 'forbidden',
    'other guest': 'sign in',
    'guest creator': 'sign in',
  },
  // An admin who is not on the form may look, but is not one of its people to notify.
  'PUT /api/forms/{id}/notification-settings': { admin: 'forbidden', 'guest creator': 'forbidden' },
  // Saving as a template asks a guest to sign in first, after the access check.
  'POST /api/forms/{id}/save-as-template': { 'guest creator': 'sign in' },
};

/** The roles, stated here on their own rather than read from the code under test. */
const ALLOWED: Record<string, readonly FormAction[] | null> = {
  owner: ['view', 'edit', 'publish', 'delete', 'share', 'transfer'],
  admin: ['view', 'edit', 'publish', 'delete', 'share', 'transfer'],
  editor: ['view', 'edit', 'publish'],
  viewer: ['view'],
  // A guest's own form: everything but what needs an account.
  'guest creator': ['view', 'edit', 'publish', 'delete'],
  'other user': null,
  'other guest': null,
};

type Outcome = 'allowed' | 'forbidden' | 'hidden' | 'sign in';

/** Routes whose other path parameter names something the fresh form does not have. */
const SUB_RESOURCE = /\{(fileId|responseId|endpointId|number|reportId)\}/;

interface Route {
  key: string;
  method: string;
  path: string;
}

async function formRoutes(): Promise<Route[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/forms/{id}'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => ({
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase(),
        path,
      })),
    );
}

interface Cast {
  owner: TestPerson;
  admin: TestPerson;
  editor: TestPerson;
  viewer: TestPerson;
  /** An editor others act on: role changes, removal, transfer. */
  target: TestPerson;
  otherUser: TestPerson;
  otherGuest: BrowserClient;
}

let cast: Cast;
beforeAll(async () => {
  const [owner, admin, editor, viewer, target, otherUser] = await Promise.all(
    Array.from({ length: 6 }, () => signUp(t.app)),
  );
  await makeAdmin(t.database.db, admin!);
  const otherGuest = new BrowserClient(t.app);
  await otherGuest.post('/api/session/guest');
  cast = {
    owner: owner!,
    admin: admin!,
    editor: editor!,
    viewer: viewer!,
    target: target!,
    otherUser: otherUser!,
    otherGuest,
  };
});

/**
 * Every fresh form has a second language (the translations CSV needs one) and two number questions
 * (cross-tabs read choices and scores), so those routes answer on access, not on the form's shape.
 */
const LANGUAGES = ['en', 'fr'];
const QUESTIONS = [
  { id: 'q', type: 'SHORT_TEXT' as const, title: 'Your name?', order: 0 },
  { id: 'n1', type: 'NUMBER' as const, title: 'How many?', order: 1 },
  { id: 'n2', type: 'NUMBER' as const, title: 'How often?', order: 2 },
];

/** Reads whose query names questions: well-formed, so the access check is what answers. */
const QUERIES: Record<string, string> = {
  'GET /api/forms/{id}/trends': '?questionId=n1&interval=day',
  'GET /api/forms/{id}/crosstab': '?row=n1&column=n2',
  'GET /api/forms/{id}/crosstab.csv': '?row=n1&column=n2',
};

/**
 * A fresh form with its editor, viewer, target editor and one pending invitation. The owner's are
 * written straight to the database: creating over a hundred through the API would meet its hourly
 * limit. A guest's goes through the API, which is what binds it to that guest's session.
 */
async function freshForm(guestCreator?: BrowserClient) {
  const db = t.database.db;
  let formId: string;
  if (guestCreator) {
    const res = await guestCreator.post('/api/forms', {
      definition: { title: 'Matrix', languages: LANGUAGES, questions: QUESTIONS },
    });
    expect(res.statusCode, res.body).toBe(201);
    formId = res.json().id as string;
  } else {
    // Earlier cases published forms; the owner's published-form limit is not this test's subject.
    await db.update(forms).set({ published: false }).where(eq(forms.ownerId, cast.owner.id));
    formId = newFormId();
    await db
      .insert(forms)
      .values({ id: formId, ownerId: cast.owner.id, title: 'Matrix', languages: LANGUAGES });
    await db.insert(questions).values(QUESTIONS.map((q) => ({ formId, ...q })));
  }
  await addCollaborator(db, formId, cast.editor.id, 'editor');
  await addCollaborator(db, formId, cast.viewer.id, 'viewer');
  await addCollaborator(db, formId, cast.target.id, 'editor');
  const [invitation] = await db
    .insert(invitations)
    .values({
      formId,
      email: `pending-${crypto.randomUUID()}@example.org`,
      tokenHash: crypto.randomBytes(32).toString('hex'),
      // Sent by nobody in particular: the owner's hourly invitation cap is not this test's subject.
      invitedBy: null,
    })
    .returning({ id: invitations.id });
  return { formId, invitationId: invitation!.id };
}

function request(route: Route, formId: string, invitationId: number) {
  const url =
    route.path
      .replace('{id}', formId)
      .replace('{invitationId}', String(invitationId))
      .replace('{userId}', String(cast.target.id))
      .replace(/\{\w+\}/g, '1') + (QUERIES[route.key] ?? '');
  const payloads: Record<string, unknown> = {
    'PUT /api/forms/{id}': {
      version: 1,
      definition: {
        title: 'Edited',
        questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Q', order: 0 }],
      },
    },
    'DELETE /api/forms/{id}/responses': { ids: [1] },
    'POST /api/forms/{id}/save-as-template': { title: 'Copy' },
    'POST /api/forms/{id}/invitations': {
      recipient: `invitee-${crypto.randomUUID()}@example.org`,
      role: 'viewer',
    },
    'PATCH /api/forms/{id}/collaborators/{userId}': { role: 'viewer' },
    'POST /api/forms/{id}/transfer': { userId: cast.target.id },
    'PUT /api/forms/{id}/notification-settings': { mode: 'daily' },
    'PUT /api/forms/{id}/settings': { responseRetentionDays: 30 },
    'POST /api/forms/{id}/webhooks': {
      url: 'https://hooks.example.com/formloom',
      events: ['form.published'],
    },
    'PATCH /api/forms/{id}/webhooks/{endpointId}': { enabled: false },
    'POST /api/forms/{id}/reports': { name: 'Board', crosstabs: [{ row: 'n1', column: 'n2' }] },
  };
  if (route.key === 'POST /api/forms/{id}/images') {
    const body = multipartBody({}, { name: 'a.png', type: 'image/png', data: BINARY_PNG });
    return { method: 'POST' as 'GET', url, payload: body.payload, headers: body.headers };
  }
  if (route.key === 'PUT /api/forms/{id}/translations.csv') {
    const headers = { 'content-type': 'text/csv' };
    return { method: 'PUT' as 'GET', url, payload: `key,${LANGUAGES.join(',')}\n`, headers };
  }
  const payload = route.method === 'GET' ? undefined : (payloads[route.key] ?? {});
  return { method: route.method as 'GET', url, payload };
}

function expected(route: Route, who: string): Outcome {
  const override = OVERRIDES[route.key]?.[who];
  if (override) return override;
  const action = ROUTE_ACTIONS[route.key]!;
  const allowed = ALLOWED[who];
  if (!allowed) return 'hidden';
  return allowed.includes(action) ? 'allowed' : 'forbidden';
}

function outcomeOf(
  route: Route,
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
): string {
  if (res.statusCode >= 200 && res.statusCode < 300) return 'allowed';
  const body = String(res.headers['content-type']).startsWith('application/json')
    ? (res.json() as { message?: string; code?: string })
    : null;
  if (res.statusCode === 401) return 'sign in';
  if (res.statusCode === 403 && body?.code === 'FORBIDDEN') return 'forbidden';
  if (res.statusCode === 404 && body?.message === 'Form not found') return 'hidden';
  // Past the access check, the route's own sub-resource is missing: access was granted.
  if (res.statusCode === 404 && SUB_RESOURCE.test(route.path)) return 'allowed';
  return `${res.statusCode} ${JSON.stringify(body)}`;
}

describe('the role matrix', () => {
  it('has an action for every form route', async () => {
    const routes = await formRoutes();
    const unclassified = routes.map((r) => r.key).filter((key) => !(key in ROUTE_ACTIONS));
    expect(unclassified, 'add these to ROUTE_ACTIONS').toEqual([]);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(Object.keys(ROUTE_ACTIONS)));
  });

  it('answers each caller on each route as their role allows', async () => {
    const routes = (await formRoutes()).filter((r) => r.key in ROUTE_ACTIONS);
    const callers: [string, () => BrowserClient][] = [
      ['owner', () => cast.owner.client],
      ['admin', () => cast.admin.client],
      ['editor', () => cast.editor.client],
      ['viewer', () => cast.viewer.client],
      ['other user', () => cast.otherUser.client],
      ['other guest', () => cast.otherGuest],
    ];
    const want: string[] = [];
    const got: string[] = [];
    for (const route of routes) {
      for (const [who, client] of callers) {
        const { formId, invitationId } = await freshForm();
        const res = await client().request(request(route, formId, invitationId));
        want.push(`${route.key} as ${who}: ${expected(route, who)}`);
        got.push(`${route.key} as ${who}: ${outcomeOf(route, res)}`);
      }
    }
    expect(got).toEqual(want);
    expect(got.length).toBe(routes.length * callers.length);
  }, 120_000); // Every route times every caller, each on a fresh form: minutes on a busy machine.

  it('answers a guest on their own form as its owner, except where an account is needed', async () => {
    const routes = (await formRoutes()).filter((r) => r.key in ROUTE_ACTIONS);
    const want: string[] = [];
    const got: string[] = [];
    for (const route of routes) {
      const guest = new BrowserClient(t.app);
      const { formId, invitationId } = await freshForm(guest);
      const res = await guest.request(request(route, formId, invitationId));
      const outcome = outcomeOf(route, res);
      want.push(`${route.key}: ${expected(route, 'guest creator')}`);
      got.push(`${route.key}: ${outcome}`);
    }
    expect(got).toEqual(want);
  });
});
