/**
 * POST /api/forms/{id}/webhooks: add an endpoint. The answer carries its signing secret, which
 * the owner or an editor can read again later (webhook-secret.ts).
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import {
  createWebhookRequestSchema,
  createWebhookResponseSchema,
  WEBHOOK_ENDPOINTS_MAX,
} from '@core/api/webhooks';
import { webhookEndpoints } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { readEndpoint } from './endpoint-mapping';
import { generateWebhookSecret } from './webhook-secret';
import { assertWebhookUrl } from './webhook-url-check';

export function registerCreateWebhook(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Add a webhook endpoint',
        params: formIdParamsSchema,
        body: createWebhookRequestSchema,
        response: { 201: createWebhookResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { url, events, enabled } = request.body;
      assertWebhookUrl(url, app.config);
      const secret = generateWebhookSecret();
      const { db } = app.database;
      const id = await db.transaction(async (tx) => {
        // The form row locked: two parallel adds cannot both pass the count.
        await tx.execute(sqlLockForm(form.id));
        const [{ value }] = (await tx
          .select({ value: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.formId, form.id))) as [{ value: number }];
        if (value >= WEBHOOK_ENDPOINTS_MAX) {
          throw new AppError(
            409,
            ERROR_CODES.conflict,
            `A form can have at most ${WEBHOOK_ENDPOINTS_MAX} webhooks`,
          );
        }
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            formId: form.id,
            url,
            secret,
            events: [...new Set(events)],
            enabled,
            createdBy: request.identity.user?.id ?? null,
          })
          .returning({ id: webhookEndpoints.id });
        return row!.id;
      });
      const endpoint = await readEndpoint(db, form.id, id);
      return reply.status(201).send({ endpoint, secret });
    },
  );
}

function sqlLockForm(formId: string) {
  return sql`select 1 from forms where id = ${formId} for update`;
}
