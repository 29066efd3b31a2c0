/**
 * Several instances never send a mail twice. On PostgreSQL: two apps, each with its own pool, on
 * one database, draining the same rows at once (FOR UPDATE SKIP LOCKED). On PGlite, which one
 * process owns: two apps sharing the one embedded connection, their claims interleaved.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { enqueueMail } from './enqueue-mail';
import {
  type MailTestApp,
  startMailTestApp,
  testMail,
  WITHIN,
} from '../test-support/mail-test-app';
import {
  createReopenableTestDatabase,
  type ReopenableTestDatabase,
} from '../test-support/reopenable-test-database';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';

const MAILS = 120;

let smtp: SmtpTestServer;
let store: ReopenableTestDatabase;
const databases: Database[] = [];
const apps: MailTestApp[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  store = await createReopenableTestDatabase();
  const first = await store.open();
  databases.push(first, store.driver === 'postgres' ? await store.open() : first);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of new Set(databases)) await database.close();
  await store?.drop();
  await smtp?.close();
});

it('delivers each of many mails exactly once with two instances draining together', async () => {
  const [a, b] = databases as [Database, Database];
  // Queued before either worker starts, so both find the whole backlog due at the same moment.
  await a.db.transaction(async (tx) => {
    for (let i = 0; i < MAILS; i++) {
      await enqueueMail(tx, testMail({ to: `crowd${i}@example.test`, subject: `Crowd ${i}` }));
    }
  });
  const worker = { batchSize: 5, pollMs: 10 };
  // Each instance signs its mails, to see that both took part.
  const instance = (database: Database, name: string) =>
    startMailTestApp(database, {
      smtpUrl: smtp.url,
      worker,
      env: { MAIL_FROM: `${name} <${name}@forms.example.test>` },
    });
  apps.push(...(await Promise.all([instance(a, 'one'), instance(b, 'two')])));

  await expect
    .poll(
      async () => {
        const [row] = await a.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(sql`${mailOutbox.sentAt} is not null`);
        return row!.n;
      },
      { ...WITHIN, timeout: 30_000 },
    )
    .toBe(MAILS);

  const crowd = smtp.received.filter((m) => m.subject.startsWith('Crowd '));
  expect(crowd).toHaveLength(MAILS);
  expect(new Set(crowd.map((m) => m.subject)).size).toBe(MAILS);
  expect(crowd.filter((m) => m.envelope.from === 'one@forms.example.test').length).toBeGreaterThan(
    0,
  );
  expect(crowd.filter((m) => m.envelope.from === 'two@forms.example.test').length).toBeGreaterThan(
    0,
  );
  const [attempts] = await a.db
    .select({ max: sql<number>`max(${mailOutbox.attempts})::int` })
    .from(mailOutbox);
  // Nobody claimed a row someone else held: one attempt each.
  expect(attempts!.max).toBe(1);
});
