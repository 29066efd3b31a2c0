/**
 * A mail queued while the SMTP server is down survives the server process: the app closes with
 * the mail still queued, a new app starts on the same database (PGlite data directory, or the same
 * PostgreSQL database), the SMTP server comes back, and the mail is delivered exactly once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  queueMail,
  outboxRow,
  startMailTestApp,
  testMail,
  WITHIN,
} from '../test-support/mail-test-app';
import {
  createReopenableTestDatabase,
  type ReopenableTestDatabase,
} from '../test-support/reopenable-test-database';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';

let smtp: SmtpTestServer;
let store: ReopenableTestDatabase;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  store = await createReopenableTestDatabase();
});

afterAll(async () => {
  await store?.drop();
  await smtp?.close();
});

it('delivers a mail queued during an SMTP outage exactly once after a restart', async () => {
  await smtp.stop();
  const first = await store.open();
  const before = await startMailTestApp(first, {
    smtpUrl: smtp.url,
    worker: { backoff: { baseMs: 200, maxMs: 400 }, maxAttempts: 100 },
  });
  const id = await queueMail(first, testMail({ to: 'restart@example.test', subject: 'Survives' }));
  await expect
    .poll(async () => (await outboxRow(first, id)).attempts, WITHIN)
    .toBeGreaterThanOrEqual(2);
  await before.close();
  await first.close();

  // Nothing runs now: the mail is only a row on disk (or in PostgreSQL).
  await smtp.start();
  const second = await store.open();
  const queued = await outboxRow(second, id);
  expect(queued.sentAt).toBeNull();
  expect(queued.failedAt).toBeNull();
  expect(queued.lockedUntil).toBeNull();

  const after = await startMailTestApp(second, { smtpUrl: smtp.url });
  try {
    await expect.poll(async () => (await outboxRow(second, id)).sentAt, WITHIN).not.toBeNull();
    const received = smtp.received.filter((m) => m.envelope.to.includes('restart@example.test'));
    expect(received.map((m) => m.subject)).toEqual(['Survives']);
  } finally {
    await after.close();
    await second.close();
  }
});
