/**
 * Re-authentication (issue 20 item 2): changing the e-mail address or the password and creating an
 * API key need the current password, else 403 REAUTH_REQUIRED and nothing changes; an account
 * without a password passes within five minutes of its Google sign-in. The owner is told by
 * e-mail: the e-mail change at the old address, the password change at the account's.
 * (Turning two-factor off and on is covered by two-factor/two-factor.test.ts.)
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@core/api/common';
import { reauthRequiredErrorSchema } from '@core/api/two-factor';
import { apiKeys, users, visitorSessions } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { verifyAddress } from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { NO_PASSWORD } from './passwords';
import {
  REAUTH_FAILURE_WINDOW_MS,
  REAUTH_FAILURES_MAX,
  REAUTH_GOOGLE_MESSAGE,
  REAUTH_PASSWORD_MESSAGE,
  REAUTH_WRONG_PASSWORD_MESSAGE,
  reauthTooManyMessage,
} from './require-reauth';
import { mailsTo } from './two-factor/two-factor.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registered() {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  const res = await client.post('/api/auth/register', account);
  expect(res.statusCode, res.body).toBe(201);
  return { client, id: res.json().id as number, ...account };
}

function expectReauth(res: { statusCode: number; json(): unknown }, reauth: 'password' | 'google') {
  expect(res.statusCode).toBe(403);
  const body = reauthRequiredErrorSchema.parse(res.json());
  expect(body.code).toBe(ERROR_CODES.reauthRequired);
  expect(body.reauth).toBe(reauth);
  return body;
}

const userRow = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('changing the e-mail address', () => {
  it('needs the current password, and tells the old address', async () => {
    const account = await registered();
    const newEmail = `new-${account.email}`;

    const missing = await account.client.patch('/api/user', { email: newEmail });
    expect(expectReauth(missing, 'password').message).toBe(REAUTH_PASSWORD_MESSAGE);
    const wrong = await account.client.patch('/api/user', {
      email: newEmail,
      currentPassword: 'not the password',
    });
    expect(expectReauth(wrong, 'password').message).toBe(REAUTH_WRONG_PASSWORD_MESSAGE);
    expect((await userRow(account.id)).email).toBe(account.email);
    expect(await mailsTo(t.database.db, account.email)).toEqual([]);

    // The name alone (and the unchanged address) needs no password.
    const renamed = await account.client.patch('/api/user', {
      name: 'Ada',
      email: account.email,
    });
    expect(renamed.statusCode).toBe(200);

    const changed = await account.client.patch('/api/user', {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // It applies once the link mailed to the new address is opened (ADR 029), and the old
    // address is told then.
    expect(changed.json()).toMatchObject({ email: account.email, pendingEmail: newEmail });
    expect(await mailsTo(t.database.db, account.email)).toEqual([]);
    const applied = await verifyAddress(account.client, t.database.db, newEmail);
    expect(applied.json()).toEqual({ email: newEmail, changed: true });
    expect((await userRow(account.id)).email).toBe(newEmail);

    const [mail, ...more] = await mailsTo(t.database.db, account.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'email_changed',
      subject: 'Your Formloom e-mail address was changed',
    });
    expect(mail!.text).toContain(newEmail);
    expect(mail!.text).toContain(account.username);
    expect(await mailsTo(t.database.db, newEmail)).toEqual([]);
  });
});

describe('changing the password', () => {
  it('answers 403 REAUTH_REQUIRED without the current one, keeps its field message for a wrong one, and tells the account', async () => {
    const account = await registered();
    const next = 'another long passphrase';
    const missing = await account.client.post('/api/user/password', {
      newPassword: next,
      confirmPassword: next,
    });
    expectReauth(missing, 'password');
    const wrong = await account.client.post('/api/user/password', {
      currentPassword: 'not the password',
      newPassword: next,
      confirmPassword: next,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect(await mailsTo(t.database.db, account.email)).toEqual([]);

    const ok = await account.client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: next,
      confirmPassword: next,
    });
    expect(ok.statusCode).toBe(200);
    const mails = await mailsTo(t.database.db, account.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['password_changed', 'Your Formloom password was changed'],
    ]);
    const signIn = await new BrowserClient(t.app).post('/api/auth/login', {
      username: account.username,
      password: next,
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('creating an API key', () => {
  it('needs the current password', async () => {
    const account = await registered();
    const body = { name: 'Zapier', scope: 'read' };
    expectReauth(await account.client.post('/api/api-keys', body), 'password');
    expectReauth(
      await account.client.post('/api/api-keys', { ...body, currentPassword: 'nope' }),
      'password',
    );
    const keys = () => t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, account.id));
    expect(await keys()).toEqual([]);
    const created = await account.client.post('/api/api-keys', {
      ...body,
      currentPassword: account.password,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await keys()).toHaveLength(1);
  });
});

describe('guessing the password with a stolen session', () => {
  it(`stops after ${REAUTH_FAILURES_MAX} wrong passwords, across routes, with 429`, async () => {
    const account = await registered();
    for (let i = 0; i < REAUTH_FAILURES_MAX; i += 1) {
      const res =
        i % 2 === 0
          ? await account.client.post('/api/api-keys', {
              name: 'k',
              scope: 'read',
              currentPassword: `guess ${i}`,
            })
          : await account.client.post('/api/user/password', {
              currentPassword: `guess ${i}`,
              newPassword: 'another long passphrase',
              confirmPassword: 'another long passphrase',
            });
      expect(res.statusCode, res.body).toBe(i % 2 === 0 ? 403 : 400);
    }
    // Now even the right password is not checked until the window closes.
    const refused = await account.client.patch('/api/user', {
      email: `z-${account.email}`,
      currentPassword: account.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.rateLimited,
      message: reauthTooManyMessage(REAUTH_FAILURE_WINDOW_MS / 60_000),
    });
    expect((await userRow(account.id)).email).toBe(account.email);
  });
});

describe('an account without a password (Google sign-in)', () => {
  it('passes within five minutes of its sign-in, then is asked to sign in with Google again', async () => {
    const account = await registered();
    await t.database.db
      .update(users)
      .set({ password: NO_PASSWORD })
      .where(eq(users.id, account.id));

    const fresh = await account.client.patch('/api/user', { email: `g-${account.email}` });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().pendingEmail).toBe(`g-${account.email}`);

    await t.database.db
      .update(visitorSessions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(visitorSessions.userId, account.id));
    const stale = await account.client.patch('/api/user', { email: `h-${account.email}` });
    expect(expectReauth(stale, 'google').message).toBe(REAUTH_GOOGLE_MESSAGE);
    // A password typed in does not stand in for the Google sign-in.
    const typed = await account.client.post('/api/api-keys', {
      name: 'k',
      scope: 'read',
      currentPassword: NO_PASSWORD,
    });
    expectReauth(typed, 'google');
    expect((await userRow(account.id)).pendingEmail).toBe(`g-${account.email}`);
  });

  it('answers 401 to a guest, before any re-authentication', async () => {
    const guest = new BrowserClient(t.app);
    await guest.post('/api/session/guest');
    const res = await guest.post('/api/api-keys', { name: 'k', scope: 'read' });
    expect(res.statusCode).toBe(401);
  });
});
