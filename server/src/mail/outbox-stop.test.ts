/**
 * Stopping the worker (the app's close) is clean: a send in flight is let finish and recorded,
 * the claimed mails it did not get to are handed back (not counted as attempts), and a send that
 * never ends holds the app's close only for the bounded wait, its row left to the lease.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { outboxRow, queueMail, startMailTestApp, testMail } from '../test-support/mail-test-app';
import { openTestDatabase } from '../test-support/test-app';
import type { MailTransport, OutboxMail } from './mail-transport';
import { createOutboxWorker } from './outbox-worker';

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} };
const log = { ...quiet, child: () => log } as unknown as FastifyBaseLogger;

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** A transport whose sends wait until the test lets them go. */
function heldTransport() {
  const started: OutboxMail[] = [];
  let onStart: (() => void) | null = null;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      started.push(mail);
      onStart?.();
      await released;
    },
    close() {},
  };
  const firstStart = new Promise<void>((resolve) => (onStart = resolve));
  return { transport, started, firstStart, release };
}

it('finishes the send in flight, records it, and hands back the rest of the claim', async () => {
  const ids = [
    await queueMail(database, testMail({ subject: 'In flight' })),
    await queueMail(database, testMail({ subject: 'Claimed, not started 1' })),
    await queueMail(database, testMail({ subject: 'Claimed, not started 2' })),
  ];
  const held = heldTransport();
  const worker = createOutboxWorker(database.db, held.transport, log, { pollMs: 25 });
  worker.start();
  await held.firstStart;
  expect(held.started.map((m) => m.id)).toEqual([ids[0]]);
  const claimed = await outboxRow(database, ids[2]!);
  expect(claimed.attempts).toBe(1);
  expect(claimed.lockedUntil).not.toBeNull();

  // Asked to stop while the first send is under way; only then does that send complete.
  const stopping = worker.stop();
  held.release();
  await stopping;

  expect((await outboxRow(database, ids[0]!)).sentAt).not.toBeNull();
  expect(held.started).toHaveLength(1);
  for (const id of ids.slice(1)) {
    expect(await outboxRow(database, id)).toMatchObject({
      sentAt: null,
      lockedUntil: null,
      attempts: 0,
    });
  }

  // Handed back means due: the next worker sends both.
  const next = heldTransport();
  next.release();
  const again = await startMailTestApp(database, { transport: next.transport });
  try {
    await expect
      .poll(async () => (await outboxRow(database, ids[2]!)).sentAt, {
        timeout: 15_000,
        interval: 25,
      })
      .not.toBeNull();
    expect(next.started.map((m) => m.id)).toEqual(ids.slice(1));
  } finally {
    await again.close();
  }
});

it('does not wait past its bound for a send that never ends', async () => {
  const id = await queueMail(database, testMail({ subject: 'Stuck' }));
  const held = heldTransport(); // never released
  const mail = await startMailTestApp(database, {
    transport: held.transport,
    worker: { stopTimeoutMs: 200 },
  });
  await held.firstStart;
  const started = performance.now();
  await mail.close();
  // The bound (0.2 s) plus the app's own close, far below the 10 s a shutdown may take.
  expect(performance.now() - started).toBeLessThan(5_000);
  const row = await outboxRow(database, id);
  expect(row.sentAt).toBeNull();
  // Still under its lease: nobody else sends it until that lapses.
  expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
});
