/**
 * GET /api/forms/{id}/webhooks/{endpointId}/deliveries: the delivery log, newest first, each
 * delivery with every attempt (status, duration, response code, the first 2 KB of the answer).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookParamsSchema,
} from '@core/api/webhooks';
import { loadFormFor } from '../../plugins/access';
import { decodeDeliveryCursor, encodeDeliveryCursor, readDeliveries } from './delivery-mapping';
import { loadEndpointRow } from './endpoint-mapping';

export function registerListDeliveries(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A webhook endpoint's delivery log",
        params: webhookParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { db } = app.database;
      const endpoint = await loadEndpointRow(db, form.id, request.params.endpointId);
      const { limit, cursor } = request.query;
      const before = cursor === undefined ? undefined : decodeDeliveryCursor(cursor);
      // One more than asked: whether there is a next page, without a count.
      const rows = await readDeliveries(db, endpoint.id, { limit: limit + 1, before });
      const deliveries = rows.slice(0, limit);
      const last = deliveries.at(-1);
      return {
        deliveries,
        nextCursor: rows.length > limit && last ? encodeDeliveryCursor(last.id) : null,
      };
    },
  );
}
