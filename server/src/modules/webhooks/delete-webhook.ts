/** DELETE /api/forms/{id}/webhooks/{endpointId}: the endpoint, its deliveries and their log. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookParamsSchema } from '@core/api/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';

export function registerDeleteWebhook(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/forms/:id/webhooks/:endpointId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a webhook endpoint and its delivery log',
        params: webhookParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      // The deliveries and attempts go with it (foreign keys cascade); one in flight is recorded
      // against nothing and dropped.
      const [row] = await app.database.db
        .delete(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.id, request.params.endpointId),
            eq(webhookEndpoints.formId, form.id),
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (!row) throw notFound('Webhook not found');
      return reply.status(204).send(null);
    },
  );
}
