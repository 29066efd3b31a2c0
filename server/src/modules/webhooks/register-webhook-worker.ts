/**
 * Runs the webhook worker inside an app: started when the app is ready, stopped when it closes
 * (before the database is). A response whose request queued an event wakes it, so a test event
 * or a new response's event leaves at once rather than at the next poll.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { runInApp } from '../../jobs/lease-worker';
import { webhookEventsEnqueued } from './enqueue-webhook-events';
import {
  createWebhookWorker,
  WEBHOOK_WORKER_DEFAULTS,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from './webhook-worker';

export type WebhookWorkerDeps = Partial<WebhookWorkerOptions>;

/** Call on the root instance (not inside register), so its onResponse hook sees every route. */
export function registerWebhookWorker(
  app: FastifyInstance,
  config: AppConfig,
  db: Db,
  overrides: WebhookWorkerDeps = {},
): WebhookWorker {
  const worker = createWebhookWorker(db, app.log.child({ module: 'webhooks' }), {
    ...WEBHOOK_WORKER_DEFAULTS,
    allowPrivate: config.webhooks.allowPrivate,
    allowHttp: config.webhooks.allowHttp,
    linkOrigin: config.mail.linkOrigin,
    ...overrides,
  });
  runInApp(app, worker, webhookEventsEnqueued);
  return worker;
}
