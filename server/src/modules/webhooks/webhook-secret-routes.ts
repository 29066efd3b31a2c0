/**
 * GET /api/forms/{id}/webhooks/{endpointId}/secret: the signing secret, on demand.
 * POST to the same path: rotate it. The next attempt (a retry included) is signed with the new
 * one; the old one stops at once, as receivers are expected to switch when they are told.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookParamsSchema, webhookSecretResponseSchema } from '@core/api/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { loadEndpointRow } from './endpoint-mapping';
import { generateWebhookSecret } from './webhook-secret';

export function registerWebhookSecretRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/forms/:id/webhooks/:endpointId/secret',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A webhook endpoint's signing secret",
        params: webhookParamsSchema,
        response: { 200: webhookSecretResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const row = await loadEndpointRow(app.database.db, form.id, request.params.endpointId);
      // A secret is not for caches or the browser's back button.
      void reply.header('cache-control', 'no-store');
      return { secret: row.secret };
    },
  );

  typed.post(
    '/api/forms/:id/webhooks/:endpointId/secret',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Rotate a webhook endpoint's signing secret",
        params: webhookParamsSchema,
        response: { 200: webhookSecretResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const secret = generateWebhookSecret();
      const [row] = await app.database.db
        .update(webhookEndpoints)
        .set({ secret, updatedAt: new Date() })
        .where(
          and(
            eq(webhookEndpoints.id, request.params.endpointId),
            eq(webhookEndpoints.formId, form.id),
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (!row) throw notFound('Webhook not found');
      void reply.header('cache-control', 'no-store');
      return { secret };
    },
  );
}
