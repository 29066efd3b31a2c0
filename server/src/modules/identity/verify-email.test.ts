/**
 * Issue 27 item 1, verified e-mail addresses (ADR 029): registration mails a link; following it
 * signed in as the account verifies the address, once. A reused, expired, forged or other-account
 * link is 400 with its reason and changes nothing; signed out it is 401. An unverified
 * registration does not keep the address's owner out, and whoever verifies first owns it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@core/api/auth';
import {
  addressVerifiedElsewhereMessage,
  SIGN_IN_TO_VERIFY,
  VERIFICATION_LINK_MESSAGES,
  verificationLinkErrorSchema,
} from '@core/api/email-verification';
import { emailVerificationTokens, mailOutbox, users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  postVerification,
  verificationTokenFor,
  verifyAddress,
} from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { hashResetToken } from './reset-token';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registered(overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const client = new BrowserClient(t.app);
  const res = await client.post('/api/auth/register', account);
  expect(res.statusCode, res.body).toBe(201);
  return { account, client, id: res.json().id as number };
}

const me = async (client: BrowserClient) =>
  userSchema.parse((await client.get('/api/user')).json());

const row = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A refusal with its reason and message, and the account left unverified. */
async function expectRefused(client: BrowserClient, token: string, reason: string) {
  const res = await postVerification(client, token);
  expect(res.statusCode, res.body).toBe(400);
  const body = verificationLinkErrorSchema.parse(res.json());
  expect(body.reason).toBe(reason);
  expect(body.message).toBe(VERIFICATION_LINK_MESSAGES[body.reason]);
}

describe('the verification link mailed at registration', () => {
  it('verifies the address once, signed in as the account', async () => {
    const { account, client, id } = await registered();
    expect(await me(client)).toMatchObject({ emailVerified: false, pendingEmail: null });

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, account.email), eq(mailOutbox.kind, 'email_verification')));
    expect(mail).toMatchObject({ subject: 'Verify your Formloom e-mail address' });
    expect(mail!.text).toContain(account.username);
    const token = await verificationTokenFor(t.database.db, account.email);
    expect(mail!.html).toContain(`${t.config.mail.linkOrigin}/verify-email?token=${token}`);
    // Only the hash is kept, and the link works for 24 hours.
    const [stored] = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, id));
    expect(stored).toMatchObject({ email: account.email, tokenHash: hashResetToken(token) });
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 1000);

    const res = await postVerification(client, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: account.email, changed: false });
    expect(await me(client)).toMatchObject({ email: account.email, emailVerified: true });

    await expectRefused(client, token, 'used');
    expect((await row(id)).emailVerifiedAt).not.toBeNull();
  });

  it('refuses a forged or expired link, 400 with its reason, and changes nothing', async () => {
    const { account, client, id } = await registered();
    await expectRefused(client, 'not-a-token-we-made', 'invalid');
    const token = await verificationTokenFor(t.database.db, account.email);
    await expectRefused(client, `${token}x`, 'invalid');

    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerificationTokens.userId, id));
    await expectRefused(client, token, 'expired');
    expect((await row(id)).emailVerifiedAt).toBeNull();
    expect((await me(client)).emailVerified).toBe(false);
  });

  it("refuses another account's link (400 other_account) and a visitor (401), changing nothing", async () => {
    const a = await registered();
    const b = await registered();
    const aToken = await verificationTokenFor(t.database.db, a.account.email);

    await expectRefused(b.client, aToken, 'other_account');
    const visitor = await postVerification(new BrowserClient(t.app), aToken);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: SIGN_IN_TO_VERIFY, code: 'UNAUTHORIZED' });
    expect((await row(a.id)).emailVerifiedAt).toBeNull();
    expect((await row(b.id)).emailVerifiedAt).toBeNull();
    expect((await row(b.id)).email).toBe(b.account.email);

    // Neither spent it: A's own session still can.
    expect((await postVerification(a.client, aToken)).statusCode).toBe(200);
  });

  it('refuses a body without a token through the schema', async () => {
    const { client } = await registered();
    const res = await client.post('/api/auth/verify-email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('an address someone registered without owning it', () => {
  it("does not keep its owner out: the owner registers, verifies, and the impostor's claim ends", async () => {
    const colleague = 'colleague-' + newAccount().email;
    const impostor = await registered({ email: colleague });
    const impostorLink = await verificationTokenFor(t.database.db, colleague);

    // The lock-out: the real colleague got 409 EMAIL_TAKEN here.
    const owner = await registered({ email: colleague });
    expect(owner.id).not.toBe(impostor.id);
    await verifyAddress(owner.client, t.database.db, colleague);
    expect(await me(owner.client)).toMatchObject({ email: colleague, emailVerified: true });

    // The impostor's claim ended: his link and a new one are refused, saying why, and change nothing.
    const late = await postVerification(impostor.client, impostorLink);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: addressVerifiedElsewhereMessage(colleague),
      code: 'EMAIL_TAKEN',
    });
    const resend = await impostor.client.post('/api/auth/verify-email/resend', {});
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('EMAIL_TAKEN');
    expect((await me(impostor.client)).emailVerified).toBe(false);

    // Now the address names the owner: a third registration is refused, and a reset goes to them.
    const third = await new BrowserClient(t.app).post(
      '/api/auth/register',
      newAccount({ email: colleague }),
    );
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const asked = await new BrowserClient(t.app).post('/api/auth/forgot-password', {
      email: colleague,
    });
    expect(asked.statusCode).toBe(202);
    const [reset] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, colleague), eq(mailOutbox.kind, 'password_reset')));
    expect(reset!.text).toContain(owner.account.username);
    expect(reset!.text).not.toContain(impostor.account.username);
  });

  it('before anyone verifies it, a reset for the address goes to its oldest holder', async () => {
    const shared = 'shared-' + newAccount().email;
    const first = await registered({ email: shared });
    await registered({ email: shared });
    await new BrowserClient(t.app).post('/api/auth/forgot-password', { email: shared });
    const [reset] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, shared), eq(mailOutbox.kind, 'password_reset')));
    expect(reset!.text).toContain(first.account.username);
  });

  it('lets exactly one of two accounts verify it when both links are followed at once', async () => {
    const contested = 'contested-' + newAccount().email;
    const one = await registered({ email: contested });
    const oneToken = await verificationTokenFor(t.database.db, contested);
    const two = await registered({ email: contested });
    const twoToken = await verificationTokenFor(t.database.db, contested);

    const answers = await Promise.all([
      postVerification(one.client, oneToken),
      postVerification(two.client, twoToken),
    ]);
    // Claims of one address queue: the second finds it verified, and its link stays unspent.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('EMAIL_TAKEN');
    const verified = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, contested), sql`${users.emailVerifiedAt} is not null`));
    expect(verified).toHaveLength(1);
  });
});
