/**
 * POST /api/auth/verify-email/resend (ADR 029): a new link to the unverified address (or to the
 * pending one of an e-mail change) that replaces the older link; at most one a minute and
 * VERIFICATION_MAILS_PER_HOUR an hour per account, 429 with Retry-After beyond. The limits are
 * counted in the shared state; this file runs it in memory and holds the clock (Date only), so
 * "a minute later" is a step of that clock, not a wait.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALREADY_VERIFIED,
  resendLimitedMessage,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFICATION_RESEND_GAP_MS,
  verificationSentMessage,
} from '@core/api/email-verification';
import { mailOutbox } from '../../db/schema';
import { MemorySharedState } from '../../lib/shared-state';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  postVerification,
  verificationTokenFor,
  verifyAddress,
} from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';

// Reads the global Date each time, so the held clock below moves its windows too.
const sharedState = new MemorySharedState(() => Date.now());
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sharedState });
});
afterAll(async () => {
  await t.close();
  await sharedState.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Holds Date (timers run as usual) and returns a way to move it on. */
function holdClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}

async function registered() {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
  return { account, client };
}

const resend = (client: BrowserClient) => client.post('/api/auth/verify-email/resend', {});

const verificationMails = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'email_verification')));

describe('sending the verification link again', () => {
  it('mails a new link that works, and the older one no longer does', async () => {
    const { account, client } = await registered();
    const first = await verificationTokenFor(t.database.db, account.email);

    const res = await resend(client);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      email: account.email,
      message: verificationSentMessage(account.email),
    });
    expect(await verificationMails(account.email)).toHaveLength(2);
    const second = await verificationTokenFor(t.database.db, account.email);
    expect(second).not.toBe(first);

    const old = await postVerification(client, first);
    expect(old.statusCode).toBe(400);
    expect(old.json().reason).toBe('used');
    expect((await postVerification(client, second)).statusCode).toBe(200);

    // Nothing left to verify.
    const again = await resend(client);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_VERIFIED, code: 'CONFLICT' });
  });

  it('goes to the pending address of an e-mail change', async () => {
    const { account, client } = await registered();
    await verifyAddress(client, t.database.db, account.email);
    const next = `next-${account.email}`;
    const asked = await client.patch('/api/user', {
      email: next,
      currentPassword: account.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await resend(client);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().email).toBe(next);
    expect(await verificationMails(next)).toHaveLength(2);
    expect((await client.get('/api/user')).json()).toMatchObject({
      email: account.email,
      pendingEmail: next,
    });
  });

  it('allows one a minute and a few an hour, answering 429 with Retry-After beyond', async () => {
    const { account, client } = await registered();
    const advance = holdClock();
    expect((await resend(client)).statusCode).toBe(202);

    const tooSoon = await resend(client);
    expect(tooSoon.statusCode).toBe(429);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VERIFICATION_RESEND_GAP_MS / 1000);
    expect(tooSoon.json()).toEqual({
      message: resendLimitedMessage(retryAfter),
      code: 'RATE_LIMITED',
    });
    // The refused click sent nothing.
    expect(await verificationMails(account.email)).toHaveLength(2);

    for (let sent = 1; sent < VERIFICATION_MAILS_PER_HOUR; sent += 1) {
      advance(VERIFICATION_RESEND_GAP_MS);
      expect((await resend(client)).statusCode).toBe(202);
    }
    advance(VERIFICATION_RESEND_GAP_MS);
    const hourly = await resend(client);
    expect(hourly.statusCode).toBe(429);
    // The hour's window, opened by the first resend, closes well after a minute.
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
    expect(await verificationMails(account.email)).toHaveLength(1 + VERIFICATION_MAILS_PER_HOUR);

    // Another account has its own allowance.
    const other = await registered();
    expect((await resend(other.client)).statusCode).toBe(202);
  });

  it('needs a signed-in account', async () => {
    const res = await resend(new BrowserClient(t.app));
    expect(res.statusCode).toBe(401);
  });
});
