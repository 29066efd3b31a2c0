/**
 * Issue 27 item 3, tokens that die with their reason: a reset link mailed before a password
 * change, an e-mail change, a completed reset or two-factor being turned on answers afterwards as
 * an expired or unknown link does, and leaves the password as the change left it. Links are read
 * from the real mail outbox, as in password-reset.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_INVALID_CODE } from '@core/api/auth';
import { mailOutbox, users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { verifyAddress } from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { verifyPassword } from './passwords';
import { codeAt, holdClock } from './two-factor/two-factor.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const CHANGED_PASSWORD = 'a changed long passphrase';
const ATTACKER_PASSWORD = 'the attacker chose this one';

async function registered() {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
  return { account, client };
}

/**
 * Asks for a link and returns the token of the reset mail it sent. Only `password_reset` mails
 * are read: the changes under test mail the account too (password changed, e-mail changed).
 */
async function mailedLink(email: string): Promise<string> {
  const asked = await new BrowserClient(t.app).post('/api/auth/forgot-password', { email });
  expect(asked.statusCode).toBe(202);
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password_reset')))
    .orderBy(mailOutbox.id);
  const text = mails.at(-1)?.text ?? '';
  const link = new RegExp(`${t.config.mail.linkOrigin}/reset-password\\?token=([\\w-]+)`).exec(
    text,
  );
  expect(link, text).not.toBeNull();
  return link![1]!;
}

const reset = (token: string, password = ATTACKER_PASSWORD) =>
  new BrowserClient(t.app).post('/api/auth/reset-password', {
    token,
    password,
    confirmPassword: password,
  });

const logIn = (username: string, password: string) =>
  new BrowserClient(t.app).post('/api/auth/login', { username, password });

/** Whether the account's stored hash is of `password` (for accounts whose sign-in needs 2FA). */
async function passwordIs(username: string, password: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.username, username));
  return verifyPassword(row!.password, password);
}

/** The refusal an expired or unknown link gets today, and nothing changed by it. */
async function expectRefused(token: string) {
  const res = await reset(token);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: RESET_LINK_INVALID, code: RESET_LINK_INVALID_CODE });
}

describe('a reset link mailed before a change of the account', () => {
  it('stops working when the password is changed; a link mailed afterwards works', async () => {
    const { account, client } = await registered();
    const before = await mailedLink(account.email);

    const changed = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: CHANGED_PASSWORD,
      confirmPassword: CHANGED_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);

    await expectRefused(before);
    expect((await logIn(account.username, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(account.username, CHANGED_PASSWORD)).statusCode).toBe(200);

    // Not "every link broken": one mailed after the change sets a password.
    const after = await mailedLink(account.email);
    expect((await reset(after, 'the owner forgot it again')).statusCode).toBe(200);
    expect((await logIn(account.username, 'the owner forgot it again')).statusCode).toBe(200);
  });

  it('stops working when the e-mail address is changed', async () => {
    const { account, client } = await registered();
    const toOldAddress = await mailedLink(account.email);
    const newEmail = `moved-${account.email}`;

    const changed = await client.patch('/api/user', {
      email: newEmail,
      currentPassword: account.password,
    });
    expect(changed.statusCode).toBe(200);
    // The change applies when its link is opened (ADR 029); the old address's links die then.
    expect(changed.json()).toMatchObject({ email: account.email, pendingEmail: newEmail });
    await verifyAddress(client, t.database.db, newEmail);

    await expectRefused(toOldAddress);
    expect((await logIn(account.username, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(account.username, account.password)).statusCode).toBe(200);

    // The new address gets links that work.
    const toNewAddress = await mailedLink(newEmail);
    expect((await reset(toNewAddress, CHANGED_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(account.username, CHANGED_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps working when only the name changes', async () => {
    const { account, client } = await registered();
    const token = await mailedLink(account.email);
    expect((await client.patch('/api/user', { name: 'Ada' })).statusCode).toBe(200);
    expect((await reset(token, CHANGED_PASSWORD)).statusCode).toBe(200);
    expect(await passwordIs(account.username, CHANGED_PASSWORD)).toBe(true);
  });

  it('stops working when another link of the account completes a reset', async () => {
    const { account } = await registered();
    const first = await mailedLink(account.email);
    const second = await mailedLink(account.email);
    expect(second).not.toBe(first);

    expect((await reset(second, CHANGED_PASSWORD)).statusCode).toBe(200);

    await expectRefused(first);
    expect((await logIn(account.username, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(account.username, CHANGED_PASSWORD)).statusCode).toBe(200);
  });

  it('stops working when two-factor sign-in is turned on', async () => {
    holdClock();
    const { account, client } = await registered();
    const before = await mailedLink(account.email);

    const setup = await client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enable = await client.post('/api/user/two-factor/enable', { code: codeAt(secret) });
    expect(enable.statusCode, enable.body).toBe(200);

    await expectRefused(before);
    expect(await passwordIs(account.username, ATTACKER_PASSWORD)).toBe(false);
    expect(await passwordIs(account.username, account.password)).toBe(true);
  });

  it('keeps working when two-factor is only being set up, not yet on', async () => {
    const { account, client } = await registered();
    const token = await mailedLink(account.email);
    const setup = await client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    expect((await reset(token, CHANGED_PASSWORD)).statusCode).toBe(200);
    expect(await passwordIs(account.username, CHANGED_PASSWORD)).toBe(true);
  });
});
