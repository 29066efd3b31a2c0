/**
 * bench/outbox: the mail outbox engine (ADR 019) on each driver. 1,000 mails are queued and the
 * worker drains them through a transport that accepts at once, so the figure is the engine's own
 * cost (claim with a lease, record the outcome), against a baseline measured in the same run: the
 * least any durable queue does per mail, one insert and one update of the same table, statement
 * by statement. The same 1,000 then go through a real SMTP server on loopback (nodemailer to
 * smtp-server), to show where a mail's time actually goes.
 *
 *   npm run bench -- outbox          (PGlite; PostgreSQL too when TEST_DATABASE_URL or
 *                                     DATABASE_URL is set, in a database created and dropped here)
 *
 * BENCH_MAILS sets the number of mails. The last line is one JSON object; `ratio` is the worst
 * driver's engine time over its baseline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Database, openDatabase } from '../server/src/db/database';
import { mailOutbox } from '../server/src/db/schema';
import { enqueueMail } from '../server/src/mail/enqueue-mail';
import type { MailMessage } from '../server/src/mail/mail-message';
import type { MailTransport } from '../server/src/mail/mail-transport';
import { createOutboxWorker } from '../server/src/mail/outbox-worker';
import { smtpTransport } from '../server/src/mail/smtp-transport';
import { startSmtpTestServer } from '../server/src/test-support/smtp-test-server';

const MAILS = Number(process.env.BENCH_MAILS ?? 1_000);
const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
const log = { ...quiet, child: () => log } as unknown as FastifyBaseLogger;

const mail = (i: number): MailMessage => ({
  kind: 'invitation',
  to: `bench${i}@example.test`,
  subject: `Bench ${i}`,
  text: `Hello ${i}: https://forms.example.test/invitations/${i}/token`,
  html: `<p>Hello ${i}</p>`,
});

async function timed(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return Math.round(performance.now() - start);
}

async function enqueueAll(database: Database, offset: number) {
  for (let i = 0; i < MAILS; i++) await enqueueMail(database.db, mail(offset + i));
}

/** The floor: insert each mail, then mark each one sent, one statement at a time. */
async function baseline(database: Database): Promise<number> {
  return timed(async () => {
    const ids: number[] = [];
    for (let i = 0; i < MAILS; i++) ids.push(await enqueueMail(database.db, mail(i)));
    for (const id of ids) {
      await database.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    }
  });
}

/** Queue MAILS, run a worker until the transport has taken them all and the worker stopped. */
async function drain(database: Database, offset: number, transport: MailTransport) {
  return timed(async () => {
    await enqueueAll(database, offset);
    let sent = 0;
    let done!: () => void;
    const all = new Promise<void>((resolve) => (done = resolve));
    const counting: MailTransport = {
      name: transport.name,
      async send(m) {
        await transport.send(m);
        if (++sent === MAILS) done();
      },
      close: () => transport.close(),
    };
    const worker = createOutboxWorker(database.db, counting, log, { pollMs: 5 });
    worker.start();
    await all;
    // stop() returns after the last send's sent_at is written.
    await worker.stop();
  });
}

async function measure(database: Database, smtpUrl: string) {
  const baselineMs = await baseline(database);
  const instant: MailTransport = { name: 'smtp', send: async () => {}, close() {} };
  const engineMs = await drain(database, MAILS, instant);
  const smtpMs = await drain(database, 2 * MAILS, smtpTransport(smtpUrl, 'Bench <b@example.test>'));
  const [left] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} is null`);
  return {
    baselineMs,
    engineMs,
    smtpMs,
    ratio: Number((engineMs / baselineMs).toFixed(2)),
    engineMailsPerSec: Math.round((MAILS / engineMs) * 1000),
    smtpMailsPerSec: Math.round((MAILS / smtpMs) * 1000),
    unsent: left?.n ?? -1,
  };
}

async function onPglite(smtpUrl: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-bench-outbox-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: dir });
  try {
    return await measure(database, smtpUrl);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string, smtpUrl: string) {
  const name = `formloom_bench_outbox_${process.pid}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  try {
    return await measure(database, smtpUrl);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export async function run() {
  const smtp = await startSmtpTestServer();
  try {
    const pglite = await onPglite(smtp.url);
    console.log('pglite', pglite);
    const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    const postgres = serverUrl ? await onPostgres(serverUrl, smtp.url) : null;
    if (postgres) console.log('postgres', postgres);
    return {
      mails: MAILS,
      ratio: Math.max(pglite.ratio, postgres?.ratio ?? 0),
      pglite,
      postgres,
    };
  } finally {
    await smtp.close();
  }
}
