/**
 * Failures: with the SMTP server down a mail stays queued, its attempts and error recorded and its
 * next attempt pushed back; it is delivered once the server is back. A mail refused with a
 * temporary error every time ends with failed_at after the last attempt; one refused for good
 * (5xx) ends at once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  type MailTestApp,
  outboxRow,
  queueMail,
  startMailTestApp,
  testMail,
  WITHIN,
} from '../test-support/mail-test-app';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { openTestDatabase } from '../test-support/test-app';

let smtp: SmtpTestServer;
let database: Database;
let drop: () => Promise<void>;
let mail: MailTestApp | undefined;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  ({ database, drop } = await openTestDatabase());
});

afterEach(async () => {
  await mail?.close();
  mail = undefined;
  smtp.refuse(null);
  await smtp.start();
});

afterAll(async () => {
  await database?.close();
  await drop?.();
  await smtp?.close();
});

const receivedBy = (to: string) => smtp.received.filter((m) => m.envelope.to.includes(to));

describe('outbox retries', () => {
  it('keeps a mail queued with backoff while SMTP is down and delivers it once it is back', async () => {
    await smtp.stop();
    // Backoff of seconds, so the row can be seen waiting between attempts.
    mail = await startMailTestApp(database, {
      smtpUrl: smtp.url,
      worker: { backoff: { baseMs: 1_000, maxMs: 2_000 }, maxAttempts: 50 },
    });
    const id = await queueMail(database, testMail({ to: 'outage@example.test' }));

    await expect
      .poll(async () => (await outboxRow(database, id)).attempts, WITHIN)
      .toBeGreaterThan(0);
    await expect.poll(async () => (await outboxRow(database, id)).lastError, WITHIN).not.toBeNull();
    const waiting = await outboxRow(database, id);
    expect(waiting.sentAt).toBeNull();
    expect(waiting.failedAt).toBeNull();
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The next attempt is pushed back by the backoff (half to all of the 1 s step, from the attempt).
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.createdAt.getTime() + 400);

    await smtp.start();
    await expect.poll(async () => (await outboxRow(database, id)).sentAt, WITHIN).not.toBeNull();
    expect(receivedBy('outage@example.test')).toHaveLength(1);
    const sent = await outboxRow(database, id);
    expect(sent.lastError).toBeNull();
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
  });

  it('gives a mail that keeps failing up with failed_at after the last attempt', async () => {
    smtp.refuse({ code: 451, message: 'Try again later' });
    mail = await startMailTestApp(database, { smtpUrl: smtp.url, worker: { maxAttempts: 3 } });
    const id = await queueMail(database, testMail({ to: 'flaky@example.test' }));

    await expect.poll(async () => (await outboxRow(database, id)).failedAt, WITHIN).not.toBeNull();
    const row = await outboxRow(database, id);
    expect(row.attempts).toBe(3);
    expect(row.sentAt).toBeNull();
    expect(row.lockedUntil).toBeNull();
    expect(row.lastError).toContain('Try again later');
    expect(receivedBy('flaky@example.test')).toHaveLength(0);

    // Given up means given up: the server accepting again changes nothing.
    smtp.refuse(null);
    const later = await queueMail(database, testMail({ to: 'after@example.test' }));
    await expect.poll(async () => (await outboxRow(database, later)).sentAt, WITHIN).not.toBeNull();
    expect(receivedBy('flaky@example.test')).toHaveLength(0);
    expect((await outboxRow(database, id)).attempts).toBe(3);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    smtp.refuse({ code: 550, message: 'No such mailbox' });
    mail = await startMailTestApp(database, { smtpUrl: smtp.url, worker: { maxAttempts: 5 } });
    const id = await queueMail(database, testMail({ to: 'nobody@example.test' }));

    await expect.poll(async () => (await outboxRow(database, id)).failedAt, WITHIN).not.toBeNull();
    const row = await outboxRow(database, id);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('No such mailbox');
  });
});
