/**
 * POST /api/forms/{id}/webhooks/{endpointId}/test: queue a `webhook.test` event for this endpoint
 * alone, delivered through the same path as real events (queue, worker, signature, log), so a
 * green test means the real ones get through too. It queues behind the endpoint's pending ones.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WEBHOOK_TEST_EVENT,
  webhookDeliveryResponseSchema,
  webhookParamsSchema,
} from '@core/api/webhooks';
import { queueOneDelivery } from './queue-one-delivery';
import { MESSAGE_ID_SQL, payloadSql } from './webhook-payload-sql';

export function registerSendTestEvent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/webhooks/:endpointId/test',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Send a test event to a webhook endpoint',
        params: webhookParamsSchema,
        response: { 202: webhookDeliveryResponseSchema },
      },
    },
    async (request, reply) => {
      const { id: formId, endpointId } = request.params;
      const answer = await queueOneDelivery(
        request,
        { formId, endpointId },
        (endpoint) => sql`
          insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
          select e.id, ${sql.raw(MESSAGE_ID_SQL)}, t.type, ${sql.raw(payloadSql('t.type', null))}
          from (select ${WEBHOOK_TEST_EVENT}::text as type) t
          join webhook_endpoints e on e.id = ${endpoint}
          join forms f on f.id = e.form_id
          returning id`,
      );
      return reply.status(202).send(answer);
    },
  );
}
