/**
 * POST /api/forms/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver: send an event
 * again, delivered or not. A new delivery with the same `webhook-id` and body, at the end of the
 * endpoint's queue, with a fresh 24 hours of retries; the original keeps its log.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookDeliveryParamsSchema, webhookDeliveryResponseSchema } from '@core/api/webhooks';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { queryRows } from '../responses/query-rows';
import { readDeliveries } from './delivery-mapping';
import { loadEndpointRow } from './endpoint-mapping';
import { assertEndpointEnabled } from './endpoint-enabled';
import { noteWebhookEventsEnqueued } from './enqueue-webhook-events';

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
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { db } = app.database;
      const endpoint = await loadEndpointRow(db, form.id, request.params.endpointId);
      assertEndpointEnabled(endpoint);
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`
          insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
          select endpoint_id, message_id, event_type, payload from webhook_deliveries
          where id = ${request.params.deliveryId} and endpoint_id = ${endpoint.id}
          returning id`,
      );
      if (!row) throw notFound('Delivery not found');
      noteWebhookEventsEnqueued();
      const [delivery] = await readDeliveries(db, endpoint.id, { limit: 1, only: Number(row.id) });
      return reply.status(202).send({ delivery: delivery! });
    },
  );
}
