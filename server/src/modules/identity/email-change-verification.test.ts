/**
 * An e-mail change applies only once the new address is verified (issue 27 item 1, ADR 029):
 * PATCH /api/user makes it the pending address and mails it a link; until that link is opened
 * the account keeps, and is found by, its current address; opening it changes the address and
 * tells the old one. A newer request or a cancel kills the older link; an address another
 * account verified meanwhile is 409 EMAIL_TAKEN and nothing changes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@core/api/auth';
import {
  addressVerifiedElsewhereMessage,
  VERIFICATION_MAILS_PER_HOUR,
} from '@core/api/email-verification';
import { mailOutbox, users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  postVerification,
  verificationTokenFor,
  verifyAddress,
} from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A registered account whose address is verified, signed in. */
async function verifiedAccount() {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  const res = await client.post('/api/auth/register', account);
  expect(res.statusCode, res.body).toBe(201);
  await verifyAddress(client, t.database.db, account.email);
  return { account, client, id: res.json().id as number };
}

type Account = Awaited<ReturnType<typeof verifiedAccount>>;

const askChange = (who: Account, email: string) =>
  who.client.patch('/api/user', { email, currentPassword: who.account.password });

const me = async (client: BrowserClient) =>
  userSchema.parse((await client.get('/api/user')).json());

const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

describe('changing the e-mail address', () => {
  it('waits for the link to the new address, then changes it and tells the old one', async () => {
    const who = await verifiedAccount();
    const next = `next-${who.account.email}`;
    const asked = await askChange(who, next);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      email: who.account.email,
      emailVerified: true,
      pendingEmail: next,
    });
    const [confirm] = await mailsTo(next, 'email_verification');
    expect(confirm).toMatchObject({ subject: 'Confirm your new Formloom e-mail address' });
    expect(confirm!.text).toContain(who.account.username);

    // Until then the account keeps its address: nothing for it at the new one, nobody told.
    const reset = await new BrowserClient(t.app).post('/api/auth/forgot-password', {
      email: next,
    });
    expect(reset.statusCode).toBe(202);
    expect(await mailsTo(next, 'password_reset')).toEqual([]);
    expect(await mailsTo(who.account.email, 'email_changed')).toEqual([]);

    const applied = await verifyAddress(who.client, t.database.db, next);
    expect(applied.json()).toEqual({ email: next, changed: true });
    expect(await me(who.client)).toMatchObject({
      email: next,
      emailVerified: true,
      pendingEmail: null,
    });
    const [told] = await mailsTo(who.account.email, 'email_changed');
    expect(told).toMatchObject({ subject: 'Your Formloom e-mail address was changed' });
    expect(told!.text).toContain(next);
    // The old address belongs to no account now, so it can be registered again.
    const again = await new BrowserClient(t.app).post(
      '/api/auth/register',
      newAccount({ email: who.account.email }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('kills the older link when a newer change is asked for, or the change is cancelled', async () => {
    const who = await verifiedAccount();
    const first = `first-${who.account.email}`;
    const second = `second-${who.account.email}`;
    expect((await askChange(who, first)).statusCode).toBe(200);
    const firstLink = await verificationTokenFor(t.database.db, first);
    expect((await askChange(who, second)).json().pendingEmail).toBe(second);
    const secondLink = await verificationTokenFor(t.database.db, second);

    const stale = await postVerification(who.client, firstLink);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().reason).toBe('used');

    // Asking for the current address again cancels, without the password: it only undoes.
    const cancelled = await who.client.patch('/api/user', { email: who.account.email });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ email: who.account.email, pendingEmail: null });
    const dead = await postVerification(who.client, secondLink);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().reason).toBe('used');
    expect((await me(who.client)).email).toBe(who.account.email);
  });

  it('answers 409 EMAIL_TAKEN, changing nothing, if another account verified the address first', async () => {
    const who = await verifiedAccount();
    const wanted = `wanted-${who.account.email}`;
    expect((await askChange(who, wanted)).statusCode).toBe(200);
    const link = await verificationTokenFor(t.database.db, wanted);

    const quicker = new BrowserClient(t.app);
    const registered = await quicker.post('/api/auth/register', newAccount({ email: wanted }));
    expect(registered.statusCode).toBe(201);
    // Both links went to the same mailbox; the newest is the registration's.
    await verifyAddress(quicker, t.database.db, wanted);

    const late = await postVerification(who.client, link);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: addressVerifiedElsewhereMessage(wanted),
      code: 'EMAIL_TAKEN',
    });
    expect(await me(who.client)).toMatchObject({
      email: who.account.email,
      emailVerified: true,
      pendingEmail: wanted,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.id));
    expect(row!.email).toBe(who.account.email);
    expect(await mailsTo(who.account.email, 'email_changed')).toEqual([]);
  });

  it('may take an address an account holds unverified, which then loses it', async () => {
    const who = await verifiedAccount();
    const claimed = `claimed-${who.account.email}`;
    const holder = new BrowserClient(t.app);
    expect(
      (await holder.post('/api/auth/register', newAccount({ email: claimed }))).statusCode,
    ).toBe(201);
    const holdersLink = await verificationTokenFor(t.database.db, claimed);

    expect((await askChange(who, claimed)).statusCode).toBe(200);
    await verifyAddress(who.client, t.database.db, claimed);
    expect((await me(who.client)).email).toBe(claimed);
    expect((await postVerification(holder, holdersLink)).statusCode).toBe(409);
    expect((await me(holder)).emailVerified).toBe(false);
  });

  it(`counts changes against the account's ${VERIFICATION_MAILS_PER_HOUR} verification mails an hour`, async () => {
    const who = await verifiedAccount();
    for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i += 1) {
      expect((await askChange(who, `try${i}-${who.account.email}`)).statusCode).toBe(200);
    }
    const over = await askChange(who, `over-${who.account.email}`);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(who.client)).pendingEmail).toBe(
      `try${VERIFICATION_MAILS_PER_HOUR - 1}-${who.account.email}`,
    );
    expect(await mailsTo(`over-${who.account.email}`, 'email_verification')).toEqual([]);
  });
});
