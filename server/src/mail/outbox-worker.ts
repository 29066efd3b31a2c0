/**
 * The mail outbox on the background-work engine (ADR 019, jobs/lease-worker.ts): it claims due
 * outbox rows, hands them to the transport one at a time, and writes the outcome back. Failed
 * attempts are retried with exponential backoff until maxAttempts, then the row is marked failed
 * and logged.
 *
 * Delivery is at least once: exactly once between healthy instances (the lease), but a process
 * killed between the SMTP server's acceptance and the sent_at stamp sends that mail again once the
 * lease expires (with the same Message-ID, see mail-envelope.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { createLeaseWorker, type LeaseWorker, type LeaseWorkerOptions } from '../jobs/lease-worker';
import { claimDueMails } from './claim-due-mails';
import { type MailTransport, type OutboxMail, PermanentMailError } from './mail-transport';
import { recordFailed, recordRetry, recordSent, releaseClaims } from './record-attempt';
import { type BackoffPolicy, retryDelayMs } from './retry-backoff';

export interface OutboxWorkerOptions extends LeaseWorkerOptions {
  /** How long a claim keeps other instances off a row: far longer than one send can take. */
  leaseMs: number;
  /** Attempts before a mail is given up (failed_at). */
  maxAttempts: number;
  backoff: BackoffPolicy;
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

export type OutboxWorker = LeaseWorker;

export function createOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: FastifyBaseLogger,
  overrides: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  const options = { ...OUTBOX_WORKER_DEFAULTS, ...overrides };

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

  return createLeaseWorker<OutboxMail>(
    {
      claim: () => claimDueMails(db, options.batchSize, options.leaseMs),
      work: deliver,
      release: (mails) =>
        releaseClaims(
          db,
          mails.map((m) => m.id),
        ),
      // One SMTP conversation at a time; a stop hands back the rest of the batch.
      order: 'one-by-one',
    },
    options,
    {
      log,
      started: 'mail outbox worker started',
      startedContext: { transport: transport.name },
      claimFailed: 'mail outbox: could not claim or record; will retry',
      // Its claim lapses after the lease and another instance (or the next start) sends it.
      stillInFlight: 'mail outbox worker: a send was still in flight at shutdown',
    },
    () => transport.close(),
  );
}
