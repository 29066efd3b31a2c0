/**
 * Issue 27 item 3 for verification links (revoke-reset-tokens.test.ts covers reset links): a
 * password change, an e-mail change, a completed reset and two-factor being turned on each kill
 * every outstanding verification link of the account, which then answers as a used link does
 * and verifies nothing; a pending e-mail change dies with its link. A new link works again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { postVerification, verificationTokenFor } from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { codeAt, holdClock } from './two-factor/two-factor.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'a changed long passphrase';

async function registered() {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
  return { account, client, link: await verificationTokenFor(t.database.db, account.email) };
}

/** The link answers as a used one, and the account is still unverified. */
async function expectDead(client: BrowserClient, token: string) {
  const res = await postVerification(client, token);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().reason).toBe('used');
  expect((await client.get('/api/user')).json().emailVerified).toBe(false);
}

/** A link asked for after the change verifies the address. */
async function expectNewLinkWorks(client: BrowserClient, email: string) {
  expect((await client.post('/api/auth/verify-email/resend', {})).statusCode).toBe(202);
  const res = await postVerification(client, await verificationTokenFor(t.database.db, email));
  expect(res.statusCode, res.body).toBe(200);
}

describe('a verification link mailed before a change of the account', () => {
  it('dies when the password is changed, and so does a pending e-mail change', async () => {
    const { account, client } = await registered();
    const next = `next-${account.email}`;
    const asked = await client.patch('/api/user', {
      email: next,
      currentPassword: account.password,
    });
    expect(asked.json().pendingEmail).toBe(next);
    const changeLink = await verificationTokenFor(t.database.db, next);

    const changed = await client.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);

    await expectDead(client, changeLink);
    expect((await client.get('/api/user')).json()).toMatchObject({
      email: account.email,
      pendingEmail: null,
    });
    await expectNewLinkWorks(client, account.email);
  });

  it('dies when a reset is completed', async () => {
    const { account, client, link } = await registered();
    await new BrowserClient(t.app).post('/api/auth/forgot-password', { email: account.email });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, account.email), eq(mailOutbox.kind, 'password_reset')));
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await new BrowserClient(t.app).post('/api/auth/reset-password', {
      token: resetToken,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    // The reset ended every session; sign in again to follow the link.
    const signedIn = new BrowserClient(t.app);
    const login = await signedIn.post('/api/auth/login', {
      username: account.username,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    await expectDead(signedIn, link);
    await expectNewLinkWorks(signedIn, account.email);
  });

  it('dies when two-factor sign-in is turned on', async () => {
    holdClock();
    const { account, client, link } = await registered();
    const setup = await client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enable = await client.post('/api/user/two-factor/enable', { code: codeAt(secret) });
    expect(enable.statusCode, enable.body).toBe(200);

    await expectDead(client, link);
    await expectNewLinkWorks(client, account.email);
  });

  it('dies when an e-mail change is asked for', async () => {
    const { account, client, link } = await registered();
    const next = `moved-${account.email}`;
    const asked = await client.patch('/api/user', {
      email: next,
      currentPassword: account.password,
    });
    expect(asked.statusCode).toBe(200);
    await expectDead(client, link);
  });

  it('keeps working when only the name changes', async () => {
    const { client, link } = await registered();
    expect((await client.patch('/api/user', { name: 'Ada' })).statusCode).toBe(200);
    expect((await postVerification(client, link)).statusCode).toBe(200);
  });
});
