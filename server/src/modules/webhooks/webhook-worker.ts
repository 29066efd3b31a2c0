/**
 * The webhook deliveries (issue 17) on the background-work engine the mail outbox uses (ADR 019,
 * jobs/lease-worker.ts): each server process claims due deliveries with a lease, calls the
 * receivers, and writes each attempt back. It polls every few seconds; nudge() wakes it at once
 * (after a request that queued an event).
 *
 * A claimed batch holds at most one delivery per endpoint (claim-due-deliveries.ts), so its
 * deliveries go out side by side: one hanging receiver costs the others nothing.
 *
 * Delivery is at least once: a process killed after the receiver answered but before the attempt
 * was written sends again once the lease lapses, with the same `webhook-id`, which is what
 * receivers deduplicate on.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/database';
import {
  createLeaseWorker,
  type LeaseWorker,
  type LeaseWorkerOptions,
} from '../../jobs/lease-worker';
import { claimDueDeliveries, type ClaimedDelivery } from './claim-due-deliveries';
import {
  recordDeliveryAttempt,
  releaseDeliveries,
  type RetryPolicy,
} from './record-delivery-attempt';
import { createWebhookSender, type SendOptions, type SendResult } from './send-webhook';
import { webhookUrlProblem } from './webhook-url-policy';

/** `batchSize`: deliveries claimed per statement (each of another endpoint). */
export interface WebhookWorkerOptions extends RetryPolicy, SendOptions, LeaseWorkerOptions {
  allowHttp: boolean;
  /** Where links in the "endpoint turned off" mail point. */
  linkOrigin: string;
  /** Far longer than one attempt can take (the timeout), so a live claim is never taken over. */
  leaseMs: number;
}

/**
 * 10 s per attempt; retries 1 min doubling to a 4 h cap for 24 hours: about 13 attempts, never
 * fewer than 8 (the first seven waits add up to about 2 hours at most).
 */
export const WEBHOOK_WORKER_DEFAULTS: Omit<
  WebhookWorkerOptions,
  'allowPrivate' | 'allowHttp' | 'linkOrigin'
> = {
  timeoutMs: 10_000,
  pollMs: 5_000,
  batchSize: 10,
  leaseMs: 2 * 60_000,
  stopTimeoutMs: 3_000,
  backoff: { baseMs: 60_000, maxMs: 4 * 60 * 60_000 },
  windowMs: 24 * 60 * 60_000,
  minAttempts: 8,
  disableAfterMs: 24 * 60 * 60_000,
};

export type WebhookWorker = LeaseWorker;

/** The Standard Webhooks headers for one attempt; the timestamp is the attempt's own. */
export function signDelivery(
  delivery: Pick<ClaimedDelivery, 'messageId' | 'secret'>,
  body: string,
  at: Date,
): Record<string, string> {
  return {
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(delivery.secret).sign(delivery.messageId, at, body),
  };
}

export function createWebhookWorker(
  db: Db,
  log: FastifyBaseLogger,
  options: WebhookWorkerOptions,
): WebhookWorker {
  const sender = createWebhookSender(options);

  async function attempt(delivery: ClaimedDelivery): Promise<SendResult> {
    // Checked again at each attempt: the rules may have tightened since the URL was saved.
    const problem = webhookUrlProblem(delivery.url, options);
    if (problem) return { status: null, body: null, error: problem, durationMs: 0 };
    try {
      const body = JSON.stringify(delivery.payload);
      return await sender.send(delivery.url, body, signDelivery(delivery, body, new Date()));
    } catch (err) {
      return {
        status: null,
        body: null,
        error: err instanceof Error ? err.message : String(err),
        durationMs: 0,
      };
    }
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const startedAt = new Date();
    const result = await attempt(delivery);
    const { outcome, disabled } = await recordDeliveryAttempt(
      db,
      options.linkOrigin,
      delivery,
      startedAt,
      result,
      options,
    );
    const context = {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      event: delivery.eventType,
      attempt: delivery.attempt,
      status: result.status,
      durationMs: result.durationMs,
    };
    if (outcome === 'delivered') log.info(context, 'webhook delivered');
    else if (outcome === 'failed')
      log.error({ ...context, error: result.error }, 'webhook given up');
    else log.warn({ ...context, error: result.error }, 'webhook not delivered; will retry');
    if (disabled) log.warn({ endpointId: delivery.endpointId }, 'webhook endpoint turned off');
  }

  return createLeaseWorker<ClaimedDelivery>(
    {
      claim: () => claimDueDeliveries(db, options.batchSize, options.leaseMs),
      work: (d) =>
        deliver(d).catch((err: unknown) => {
          // The database away while recording: the lease lapses and the attempt is made again.
          log.warn({ err, deliveryId: d.id }, 'webhook attempt not recorded; will retry');
        }),
      release: (deliveries) =>
        releaseDeliveries(
          db,
          deliveries.map((d) => d.id),
        ),
      // At most one delivery per endpoint in a batch, so they go out side by side.
      order: 'side-by-side',
    },
    options,
    {
      log,
      started: 'webhook worker started',
      claimFailed: 'webhooks: could not claim deliveries; will retry',
      stillInFlight: 'webhook worker: an attempt was still in flight at shutdown',
    },
    () => sender.close(),
  );
}
