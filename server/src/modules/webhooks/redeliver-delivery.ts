/**
 * POST /api/forms/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver: send an event
 * again, delivered or not. A new delivery with the same `webhook-id` and body, at the end of the
 * endpoint's queue, with a fresh 24 hours of retries; the original keeps its log.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookDeliveryParamsSchema, webhookDeliveryResponseSchema } from '@core/api/webhooks';
import { queueOneDelivery } from './queue-one-delivery';

export function registerRedeliverDelivery(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Deliver an event again',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliveryResponseSchema },
      },
    },
    async (request, reply) => {
      const { id: formId, endpointId, deliveryId } = request.params;
      const answer = await queueOneDelivery(
        request,
        { formId, endpointId },
        (endpoint) => sql`
          insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
          select endpoint_id, message_id, event_type, payload from webhook_deliveries
          where id = ${deliveryId} and endpoint_id = ${endpoint}
          returning id`,
      );
      return reply.status(202).send(answer);
    },
  );
}
