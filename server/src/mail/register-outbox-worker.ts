/**
 * Runs the outbox worker inside an app (jobs/lease-worker.ts `runInApp`): started when the app is
 * ready, stopped (after a send in flight, bounded) when it closes, before the database is. A
 * response whose request queued a mail wakes it, so an invitation leaves at once rather than at
 * the next poll.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { runInApp } from '../jobs/lease-worker';
import { mailsEnqueued } from './enqueue-mail';
import { type MailTransport, openMailTransport } from './mail-transport';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';

export interface MailWorkerDeps {
  options?: Partial<OutboxWorkerOptions>;
  /** Defaults to SMTP_URL's server, or .eml files when it is unset. */
  transport?: MailTransport;
}

/** Call on the root instance (not inside register), so its onResponse hook sees every route. */
export function registerOutboxWorker(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  deps: MailWorkerDeps = {},
): OutboxWorker {
  const log = app.log.child({ module: 'mail' });
  const transport = deps.transport ?? openMailTransport(config.mail, log);
  const worker = createOutboxWorker(db, transport, log, deps.options);
  runInApp(app, worker, mailsEnqueued);
  return worker;
}
