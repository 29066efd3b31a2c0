import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordResetRequestedMessage,
  RESET_LINK_INVALID,
  RESET_LINK_INVALID_CODE,
} from '@core/api/auth';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { NO_PASSWORD } from './passwords';
import { hashResetToken } from './reset-token';

const ALLOWED = '198.51.100.9';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ALLOWLIST: ALLOWED } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';

async function registered() {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
  return { account, client };
}

/** The reset mails queued to `to` (registration queues a verification mail there too). */
const mailsTo = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'password_reset')))
    .orderBy(mailOutbox.id);

/** The token of the newest reset link mailed to `to`, read from the mail's text part. */
async function tokenMailedTo(to: string): Promise<string> {
  const mails = await mailsTo(to);
  const text = mails.at(-1)?.text ?? '';
  const link = new RegExp(`${t.config.mail.linkOrigin}/reset-password\\?token=([\\w-]+)`).exec(
    text,
  );
  expect(link, text).not.toBeNull();
  return link![1]!;
}

async function askForLink(email: string, client = new BrowserClient(t.app)) {
  return client.post('/api/auth/forgot-password', { email });
}

const reset = (token: string, password = NEW_PASSWORD, client = new BrowserClient(t.app)) =>
  client.post('/api/auth/reset-password', { token, password, confirmPassword: password });

const logIn = (username: string, password: string) =>
  new BrowserClient(t.app).post('/api/auth/login', { username, password });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an address with an account and one without, mailing only the first', async () => {
    const { account } = await registered();
    const unknown = `nobody${Date.now()}@example.com`;
    const known = await askForLink(account.email.toUpperCase());
    const other = await askForLink(unknown);

    expect(known.statusCode).toBe(202);
    expect(other.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: passwordResetRequestedMessage(account.email) });
    expect(other.json()).toEqual({ message: passwordResetRequestedMessage(unknown) });
    expect(Object.keys(known.json())).toEqual(Object.keys(other.json()));

    expect(await mailsTo(unknown)).toEqual([]);
    const [mail] = await mailsTo(account.email);
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Reset your Formloom password' });
    const token = await tokenMailedTo(account.email);
    expect(mail!.html).toContain(`/reset-password?token=${token}`);
    expect(mail!.text).toContain(account.username);

    // Only the hash is stored, and it expires within the hour.
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(row).toBeDefined();
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
    const left = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(left).toBeGreaterThan(59 * 60 * 1000);
    expect(left).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('tells a Google-only account to sign in with Google, with no reset link', async () => {
    const email = `google${Date.now()}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({ username: `g${Date.now()}`, email, password: NO_PASSWORD, authProvider: 'google' })
      .returning();
    const res = await askForLink(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: passwordResetRequestedMessage(email) });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Signing in to Formloom' });
    expect(mail!.text).toContain('Continue with Google');
    expect(mail!.text).not.toContain('/reset-password');
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user!.id));
    expect(tokens).toEqual([]);
  });

  it('mails an address at most 3 times an hour, answering the same 202 beyond it', async () => {
    const { account } = await registered();
    const answers = [];
    // A new client address each time: the address's own limit is what is tested here.
    for (let i = 0; i < 5; i += 1) answers.push(await askForLink(account.email));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await mailsTo(account.email)).toHaveLength(3);
    expect(
      await t.database.db
        .select()
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(users.email, account.email)),
    ).toHaveLength(3);
  });

  it('answers 429 RATE_LIMITED after 10 requests from one client, except an allow-listed one', async () => {
    const client = new BrowserClient(t.app);
    const statuses = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await askForLink(`flood${i}@example.com`, client)).statusCode);
    expect(statuses).toEqual(Array(10).fill(202));
    const refused = await askForLink('flood-last@example.com', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const allowed = new BrowserClient(t.app);
    Object.assign(allowed, { remoteAddress: ALLOWED });
    for (let i = 0; i < 12; i += 1)
      expect((await askForLink(`allowed${i}@example.com`, allowed)).statusCode).toBe(202);
  });

  it('refuses a malformed address with the field message', async () => {
    const res = await askForLink('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Enter a valid email address' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs every session out and works only once', async () => {
    const { account, client: laptop } = await registered();
    const phone = new BrowserClient(t.app);
    await phone.post('/api/auth/login', { username: account.username, password: account.password });
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    await askForLink(account.email);
    const token = await tokenMailedTo(account.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await logIn(account.username, account.password)).statusCode).toBe(401);
    expect((await logIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID, code: RESET_LINK_INVALID_CODE });
    expect((await logIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends the account’s other outstanding links too', async () => {
    const { account } = await registered();
    await askForLink(account.email);
    const first = await tokenMailedTo(account.email);
    await askForLink(account.email);
    const second = await tokenMailedTo(account.email);
    expect(second).not.toBe(first);
    expect((await reset(second)).statusCode).toBe(200);
    const stale = await reset(first, 'yet another passphrase');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses an expired link and an unknown one with the same message', async () => {
    const { account } = await registered();
    await askForLink(account.email);
    const token = await tokenMailedTo(account.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    for (const attempt of [token, 'no-such-token']) {
      const res = await reset(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RESET_LINK_INVALID, code: RESET_LINK_INVALID_CODE });
    }
    expect((await logIn(account.username, account.password)).statusCode).toBe(200);
  });

  it("applies registration's password rules and keeps the link usable after a refusal", async () => {
    const { account } = await registered();
    await askForLink(account.email);
    const token = await tokenMailedTo(account.email);
    const client = new BrowserClient(t.app);

    const short = await reset(token, 'short', client);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters' });

    const mismatch = await client.post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: "Passwords don't match" });

    const breached = await reset(token, 'password123', client);
    expect(breached.statusCode).toBe(400);
    expect(breached.json().errors.password).toBe(
      'This password is too common. Choose a less guessable one.',
    );
    const mine = await reset(token, `${account.username}-2026`, client);
    expect(mine.json().errors.password).toBe(
      'Your password must not contain your username or email.',
    );

    expect((await reset(token, NEW_PASSWORD, client)).statusCode).toBe(200);
  });

  it("forgets the account's failed sign-ins, so the owner needs no proof of work", async () => {
    const { account } = await registered();
    for (let i = 0; i < 5; i += 1) await logIn(account.username, `wrong guess ${i}`);
    const challenged = await logIn(account.username, account.password);
    expect(challenged.statusCode).toBe(401);
    expect(challenged.json().code).toBe('CAPTCHA_REQUIRED');

    await askForLink(account.email);
    expect((await reset(await tokenMailedTo(account.email))).statusCode).toBe(200);
    expect((await logIn(account.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the session of the browser that resets, when it was signed in as that account', async () => {
    const { account, client } = await registered();
    await askForLink(account.email, client);
    const res = await reset(await tokenMailedTo(account.email), NEW_PASSWORD, client);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'formloom_session')?.value).toBe('');
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});
