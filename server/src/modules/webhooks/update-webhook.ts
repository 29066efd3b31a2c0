/**
 * PATCH /api/forms/{id}/webhooks/{endpointId}: change the URL, the events, or turn it on or off.
 * Turning on an endpoint the service turned off clears the reason and the failing run, so it gets
 * a fresh 24 hours; its pending deliveries then go out, in order. One turned off because its
 * creator lost access stays off (ADR 028): its secret is known to someone without access, so
 * those events need a new endpoint, with a new secret.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@core/api/common';
import {
  updateWebhookRequestSchema,
  webhookEndpointResponseSchema,
  webhookParamsSchema,
} from '@core/api/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadEndpointRow, readEndpoint } from './endpoint-mapping';
import { assertWebhookUrl } from './webhook-url-check';
import { noteWebhookEventsEnqueued } from './enqueue-webhook-events';
import { CREATOR_LOST_ACCESS_REASON } from './turn-off-creator-endpoints';

export function registerUpdateWebhook(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/forms/:id/webhooks/:endpointId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Change a webhook endpoint',
        params: webhookParamsSchema,
        body: updateWebhookRequestSchema,
        response: { 200: webhookEndpointResponseSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { url, events, enabled } = request.body;
      if (url !== undefined) assertWebhookUrl(url, app.config);
      const { db } = app.database;
      // In the update's own condition, so a removal committing meanwhile cannot be undone by it.
      const lostAccess = sql`${webhookEndpoints.disabledReason} = ${CREATOR_LOST_ACCESS_REASON}`;
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(url !== undefined ? { url } : {}),
          ...(events !== undefined ? { events: [...new Set(events)] } : {}),
          ...(enabled !== undefined ? { enabled } : {}),
          ...(enabled === true ? { disabledReason: null, failingSince: null } : {}),
          // Turned off by a person: no reason shown, it was theirs; but the lost access stays
          // said, or turning it off and on again would be a way around it.
          ...(enabled === false
            ? {
                disabledReason: sql`case when ${lostAccess} then ${webhookEndpoints.disabledReason} end`,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(webhookEndpoints.id, request.params.endpointId),
            eq(webhookEndpoints.formId, form.id),
            enabled === true ? sql`not coalesce(${lostAccess}, false)` : undefined,
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (!row) {
        // 404 if it is not this form's; else it was turned off because its creator lost access.
        await loadEndpointRow(db, form.id, request.params.endpointId);
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          "Its creator no longer has access, and they know its signing secret, so it can't be turned on again. Add a new webhook instead: it gets a new secret.",
        );
      }
      // Deliveries that waited while it was off are due: wake the worker.
      if (enabled === true) noteWebhookEventsEnqueued();
      return { endpoint: await readEndpoint(db, form.id, row.id) };
    },
  );
}
