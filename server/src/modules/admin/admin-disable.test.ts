/**
 * Disabling an account: it cannot sign in (told so, after the right password only), its sessions
 * end, and its published forms answer as closed with the text until it is enabled again.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, OWNER_DISABLED_FORM_MESSAGE } from '@core/api/admin';
import { users, visitorSessions } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditOf, signUp, signUpAdmin, type TestPerson } from './admin.test-support';

let t: TestContext;
let admin: TestPerson;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

async function publishedForm(owner: TestPerson): Promise<string> {
  const created = await owner.client.post('/api/forms', {
    definition: {
      title: 'Open survey',
      questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Your name?', order: 0 }],
    },
  });
  const id = created.json().id as string;
  expect((await owner.client.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
  return id;
}

const submit = (formId: string) =>
  new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers: { q: 'Ada' },
  });

describe('a disabled account', () => {
  it('cannot sign in, its sessions end, and its forms refuse responses until enabled', async () => {
    const person = await signUp(t.app);
    const second = new BrowserClient(t.app);
    expect(
      (await second.post('/api/auth/login', { username: person.username, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const formId = await publishedForm(person);
    expect((await submit(formId)).statusCode).toBe(201);

    const res = await admin.client.post(`/api/admin/users/${person.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sessionsEnded: 2 });
    expect(res.json().user.disabledAt).not.toBeNull();

    // Both sessions have ended, in the database and for the browsers.
    const left = await t.database.db
      .select()
      .from(visitorSessions)
      .where(eq(visitorSessions.userId, person.id));
    expect(left).toEqual([]);
    expect((await person.client.get('/api/user')).statusCode).toBe(401);
    expect((await second.get('/api/user')).statusCode).toBe(401);

    // Signing in: the right password hears why; a wrong one learns nothing new.
    const fresh = new BrowserClient(t.app);
    const refused = await fresh.post('/api/auth/login', {
      username: person.username,
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
    expect((await fresh.get('/api/user')).statusCode).toBe(401);
    const wrong = await fresh.post('/api/auth/login', {
      username: person.username,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);

    // The published form answers as closed, with the text, and takes no response.
    const page = await new BrowserClient(t.app).get(`/api/public/forms/${formId}`);
    expect(page.json()).toMatchObject({
      status: 'closed',
      message: OWNER_DISABLED_FORM_MESSAGE,
      form: null,
    });
    const closed = await submit(formId);
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toBe(OWNER_DISABLED_FORM_MESSAGE);

    const [entry] = await auditOf(t.database.db, person.id);
    expect(entry).toMatchObject({ action: 'user.disable', before: { disabledAt: null } });
    expect(entry!.after).toMatchObject({ sessionsEnded: 2 });

    // Enabled again: signing in works and the form is open, still published.
    const enabled = await admin.client.post(`/api/admin/users/${person.id}/enable`);
    expect(enabled.json().user.disabledAt).toBeNull();
    expect(
      (await fresh.post('/api/auth/login', { username: person.username, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await submit(formId)).statusCode).toBe(201);
    const [enableEntry] = await auditOf(t.database.db, person.id);
    expect(enableEntry).toMatchObject({ action: 'user.enable', after: { disabledAt: null } });
  });

  it('loses a session that survived the action (a sign-in racing it)', async () => {
    const person = await signUp(t.app);
    // Disabled behind the console's back: the session is still in the table.
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, person.id));
    expect((await person.client.get('/api/user')).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(visitorSessions)
      .where(eq(visitorSessions.userId, person.id));
    expect(left).toEqual([]);
  });

  it('cannot be done by an admin to themself', async () => {
    const self = await admin.client.post(`/api/admin/users/${admin.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('SELF_ACTION');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.disabledAt).toBeNull();
  });
});
