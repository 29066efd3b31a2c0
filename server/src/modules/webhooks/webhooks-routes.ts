/**
 * Webhooks per form (issue 17): endpoints, their secret, a test event and the delivery log with
 * redelivery. Owners and editors only (the access check's 'edit'); viewers get 403. Events are
 * queued by the changes themselves (enqueue-webhook-events.ts, and the response writer's
 * statement) and delivered by the worker (webhook-worker.ts).
 */
import type { FastifyInstance } from 'fastify';
import { registerCreateWebhook } from './create-webhook';
import { registerDeleteWebhook } from './delete-webhook';
import { registerListDeliveries } from './list-deliveries';
import { registerListWebhooks } from './list-webhooks';
import { registerRedeliverDelivery } from './redeliver-delivery';
import { registerSendTestEvent } from './send-test-event';
import { registerUpdateWebhook } from './update-webhook';
import { registerWebhookSecretRoutes } from './webhook-secret-routes';

export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  registerListWebhooks(app);
  registerCreateWebhook(app);
  registerUpdateWebhook(app);
  registerDeleteWebhook(app);
  registerWebhookSecretRoutes(app);
  registerSendTestEvent(app);
  registerListDeliveries(app);
  registerRedeliverDelivery(app);
}
