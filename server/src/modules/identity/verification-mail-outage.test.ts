/**
 * The mail server down while a verification or alert mail is due (issue 27, ADR 029): the action
 * that queues it still succeeds, the outbox keeps retrying, and the mail arrives, over SMTP on
 * loopback, once the server is back; its link then works.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { postVerification } from '../../test-support/email-verification';
import { type MailTestApp, startMailTestApp, WITHIN } from '../../test-support/mail-test-app';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../test-support/smtp-test-server';
import { openTestDatabase } from '../../test-support/test-app';

const ORIGIN = 'https://forms.example.test';
let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
  mail = await startMailTestApp(database, {
    smtpUrl: smtp.url,
    env: { PUBLIC_URL: ORIGIN },
    // Retries a fraction of a second apart, and enough of them to outlast the outage.
    worker: { backoff: { baseMs: 100, maxMs: 300 }, maxAttempts: 200 },
  });
});

afterAll(async () => {
  await mail?.close();
  await database?.close();
  await drop?.();
  await smtp?.close();
});

const client = () => new BrowserClient(mail.app, { origin: ORIGIN, host: new URL(ORIGIN).host });

async function queued(to: string, kind: string) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  return row;
}

/** Waits until the outbox has tried the mail and failed at least once. */
async function expectRetrying(to: string, kind: string) {
  await expect.poll(async () => (await queued(to, kind))?.attempts ?? 0, WITHIN).toBeGreaterThan(1);
  const row = await queued(to, kind);
  expect(row!.sentAt).toBeNull();
  expect(row!.failedAt).toBeNull();
  expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
}

async function arrived(to: string, subject: string): Promise<ReceivedMail> {
  await expect
    .poll(
      () => smtp.received.some((m) => m.envelope.to.includes(to) && m.subject === subject),
      WITHIN,
    )
    .toBe(true);
  return smtp.received.find((m) => m.envelope.to.includes(to) && m.subject === subject)!;
}

const tokenIn = (received: ReceivedMail) =>
  new RegExp(`${ORIGIN}/verify-email\\?token=([\\w-]+)`).exec(received.text)![1]!;

describe('verification and alert mails while the mail server is down', () => {
  it('registers and changes the address anyway; the mails follow once it is back', async () => {
    await smtp.stop();
    const account = newAccount();
    const browser = client();
    try {
      const registered = await browser.post('/api/auth/register', account);
      expect(registered.statusCode, registered.body).toBe(201);
      await expectRetrying(account.email, 'email_verification');
    } finally {
      await smtp.start();
    }
    const verification = await arrived(account.email, 'Verify your Formloom e-mail address');
    expect((await postVerification(browser, tokenIn(verification))).statusCode).toBe(200);

    // An e-mail change applied during an outage: the old address's alert is retried too.
    const next = `next-${account.email}`;
    const asked = await browser.patch('/api/user', {
      email: next,
      currentPassword: account.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const confirm = await arrived(next, 'Confirm your new Formloom e-mail address');
    await smtp.stop();
    try {
      const applied = await postVerification(browser, tokenIn(confirm));
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json()).toEqual({ email: next, changed: true });
      await expectRetrying(account.email, 'email_changed');
    } finally {
      await smtp.start();
    }
    const alert = await arrived(account.email, 'Your Formloom e-mail address was changed');
    expect(alert.text).toContain(next);
  });
});
