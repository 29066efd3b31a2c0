/**
 * Queued work is done once whatever the number of instances: three apps (buildApp x3) with both
 * lease workers on (the mail outbox and the webhook deliveries) on one database, draining at the
 * same time. Counted where it arrives: a real SMTP server and a real HTTP receiver on loopback.
 * On PostgreSQL each app has its own pool, as three processes have; on PGlite, which one process
 * owns, they share its one connection, their claims interleaved.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { mailOutbox, webhookAttempts, webhookDeliveries } from '../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import {
  addEndpoint,
  publishedForm,
  signUp,
  submit,
  FAST_WEBHOOKS,
} from '../modules/webhooks/webhooks.test-support';
import { FAST_WORKER, testMail } from '../test-support/mail-test-app';
import {
  createReopenableTestDatabase,
  type ReopenableTestDatabase,
} from '../test-support/reopenable-test-database';
import { type SmtpTestServer, startSmtpTestServer } from '../test-support/smtp-test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../test-support/webhook-receiver';

const MAILS = 60;
const ENDPOINTS = 3;
const SUBMISSIONS = 15;
// Bounds on a loaded machine, not pauses.
const WITHIN = { timeout: 90_000, interval: 25 };
const TEST = { timeout: 150_000 };

let smtp: SmtpTestServer;
let receiver: WebhookReceiver;
let store: ReopenableTestDatabase;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  receiver = await startWebhookReceiver({ ipv6: false });
  store = await createReopenableTestDatabase();
  const first = await store.open();
  databases.push(first);
  for (let i = 1; i < 3; i++)
    databases.push(store.driver === 'postgres' ? await store.open() : first);
  for (const [i, database] of databases.entries()) {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      SMTP_URL: smtp.url,
      // Each instance signs its mails, to see that all of them took part.
      MAIL_FROM: `app${i} <app${i}@forms.example.test>`,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_ALLOW_HTTP: 'true',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      SUBMIT_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp(config, {
      database,
      // Small batches: more claims, so more chances for two instances to want one row.
      mailWorker: { options: { ...FAST_WORKER, batchSize: 3 } },
      // A timeout far above this loaded machine's stalls (PGlite runs on the event loop): a
      // receiver's answer that arrives late would count as a failed attempt and be sent again.
      webhookWorker: { ...FAST_WEBHOOKS, timeoutMs: 20_000, leaseMs: 60_000 },
    });
    apps.push(app);
  }
  // Ready (workers started) only once all are built: a worker polling meanwhile slows the builds.
  await Promise.all(apps.map((app) => app.ready()));
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of new Set(databases)) await database.close();
  await store?.drop();
  await smtp?.close();
  await receiver?.close();
});

it('sends each queued mail exactly once with three instances draining together', TEST, async () => {
  const db = databases[0]!.db;
  // One transaction: the whole backlog becomes due for all three at the same moment.
  await db.transaction(async (tx) => {
    for (let i = 0; i < MAILS; i++) {
      await enqueueMail(tx, testMail({ to: `crowd${i}@example.test`, subject: `Crowd ${i}` }));
    }
  });
  await expect
    .poll(() => smtp.received.filter((m) => m.subject.startsWith('Crowd ')).length, WITHIN)
    .toBeGreaterThanOrEqual(MAILS);
  await expect
    .poll(async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like 'Crowd %' and ${mailOutbox.sentAt} is not null`);
      return row!.n;
    }, WITHIN)
    .toBe(MAILS);

  const crowd = smtp.received.filter((m) => m.subject.startsWith('Crowd '));
  expect(crowd).toHaveLength(MAILS);
  expect(new Set(crowd.map((m) => m.subject)).size).toBe(MAILS);
  const senders = new Set(crowd.map((m) => m.envelope.from));
  expect(senders.size).toBeGreaterThanOrEqual(2);
  const [attempts] = await db
    .select({ max: sql<number>`max(${mailOutbox.attempts})::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} like 'Crowd %'`);
  // Nobody claimed a row another instance held: one attempt each.
  expect(attempts!.max).toBe(1);
});

it(
  'delivers each webhook event exactly once with three instances draining together',
  TEST,
  async () => {
    const owner = await signUp(apps[0]!);
    const formId = await publishedForm(owner);
    for (let e = 0; e < ENDPOINTS; e++) await addEndpoint(owner, formId, `${receiver.url}/e${e}`);
    const before = receiver.received.length;
    // Submitted round-robin: each instance queues events and nudges its own worker.
    const responseIds: number[] = [];
    for (let s = 0; s < SUBMISSIONS; s++) {
      responseIds.push(await submit(apps[s % apps.length]!, formId, { name: `R${s}`, score: s }));
    }

    const expected = ENDPOINTS * SUBMISSIONS;
    await receiver.waitFor(before + expected, WITHIN.timeout);
    const db = databases[0]!.db;
    await expect
      .poll(async () => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(sql`${webhookDeliveries.deliveredAt} is not null`);
        return row!.n;
      }, WITHIN)
      .toBe(expected);

    const got = receiver.received.slice(before);
    expect(got).toHaveLength(expected);
    // One request per delivery: the receiver saw each delivery's webhook-id once, and only those.
    const rows = await db
      .select({ messageId: webhookDeliveries.messageId, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(expected);
    expect(got.map((r) => String(r.headers['webhook-id'])).sort()).toEqual(
      rows.map((r) => r.messageId).sort(),
    );
    // Nobody claimed a delivery another instance held: one attempt each, one row in the log each.
    expect(Math.max(...rows.map((r) => r.attempts))).toBe(1);
    const [logged] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookAttempts);
    expect(logged!.n).toBe(expected);
    // Every response reached every endpoint.
    const perResponse = new Map<string, number>();
    for (const r of got) {
      const id = String((r.json as { data: { response: { id: unknown } } }).data.response.id);
      perResponse.set(id, (perResponse.get(id) ?? 0) + 1);
    }
    expect([...perResponse.keys()].sort()).toEqual(responseIds.map(String).sort());
    expect(new Set(perResponse.values())).toEqual(new Set([ENDPOINTS]));
  },
);
