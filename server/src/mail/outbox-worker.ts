/**
 * The background-work engine for mail (ADR 019): a loop in each server process that claims due
 * outbox rows, hands them to the transport, and writes the outcome back. Polls every few seconds;
 * nudge() wakes it at once (after a request that queued a mail). Failed attempts are retried with
 * exponential backoff until maxAttempts, then the row is marked failed and logged.
 *
 * Delivery is at least once: exactly once between healthy instances (the lease), but a process
 * killed between the SMTP server's acceptance and the sent_at stamp sends that mail again once the
 * lease expires (with the same Message-ID, see mail-envelope.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { claimDueMails } from './claim-due-mails';
import { type MailTransport, type OutboxMail, PermanentMailError } from './mail-transport';
import { recordFailed, recordRetry, recordSent, releaseClaims } from './record-attempt';
import { type BackoffPolicy, retryDelayMs } from './retry-backoff';

export interface OutboxWorkerOptions {
  /** How often to look for due mails when not nudged. */
  pollMs: number;
  /** Mails claimed per statement. */
  batchSize: number;
  /** How long a claim keeps other instances off a row: far longer than one send can take. */
  leaseMs: number;
  /** Attempts before a mail is given up (failed_at). */
  maxAttempts: number;
  backoff: BackoffPolicy;
  /** How long stop() waits for a send in flight before letting go. */
  stopTimeoutMs: number;
}

/**
 * 10 attempts, 30 s doubling to a 1 h cap: a mail survives 1.5 to 3 h of SMTP outage (the jitter
 * decides where). The lease (5 min) is well beyond the SMTP transport's own timeouts (10 s to
 * connect, 30 s idle).
 */
export const OUTBOX_WORKER_DEFAULTS: OutboxWorkerOptions = {
  pollMs: 5_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  maxAttempts: 10,
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
  stopTimeoutMs: 3_000,
};

export interface OutboxWorker {
  start(): void;
  /** Look for due mails now rather than at the next poll. */
  nudge(): void;
  /** Stops polling, lets a send in flight finish (bounded), hands back unsent claims. */
  stop(): Promise<void>;
}

export function createOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  overrides: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  const options = { ...OUTBOX_WORKER_DEFAULTS, ...overrides };
  let stopping = false;
  let loop: Promise<void> | null = null;
  // A nudge while busy is remembered, so the mail queued meanwhile does not wait a whole poll.
  let nudged = false;
  let wake: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (nudged || stopping) {
        nudged = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function deliver(mail: OutboxMail): Promise<void> {
    const context = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      await transport.send(mail);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      if (err instanceof PermanentMailError || mail.attempts >= options.maxAttempts) {
        await recordFailed(db, mail.id, error);
        log.error({ ...context, err }, 'mail given up');
      } else {
        const delayMs = retryDelayMs(mail.attempts, options.backoff);
        await recordRetry(db, mail.id, error, delayMs);
        log.warn({ ...context, retryInMs: delayMs, error }, 'mail not sent; will retry');
      }
      return;
    }
    await recordSent(db, mail.id);
    log.info(context, 'mail sent');
  }

  /** One claim and its sends; answers whether a full batch was claimed (more may be due). */
  async function drainBatch(): Promise<boolean> {
    const mails = await claimDueMails(db, options.batchSize, options.leaseMs);
    for (const [i, mail] of mails.entries()) {
      if (stopping) {
        await releaseClaims(
          db,
          mails.slice(i).map((m) => m.id),
        );
        return false;
      }
      await deliver(mail);
    }
    return mails.length === options.batchSize;
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let more = false;
      try {
        more = await drainBatch();
      } catch (err) {
        // The database away (restart, failover): try again at the next poll.
        if (!stopping) log.warn({ err }, 'mail outbox: could not claim or record; will retry');
      }
      if (!more) await pause();
    }
  }

  return {
    start() {
      if (loop || stopping) return;
      log.info({ transport: transport.name, pollMs: options.pollMs }, 'mail outbox worker started');
      loop = run();
    },
    nudge() {
      if (wake) wake();
      else nudged = true;
    },
    async stop() {
      stopping = true;
      wake?.();
      if (loop) {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          loop.then(() => false),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(true), options.stopTimeoutMs);
          }),
        ]);
        clearTimeout(timer);
        // Its claim lapses after the lease and another instance (or the next start) sends it.
        if (timedOut) log.warn('mail outbox worker: a send was still in flight at shutdown');
      }
      transport.close();
    },
  };
}
