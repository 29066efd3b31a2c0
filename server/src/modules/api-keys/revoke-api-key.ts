/**
 * DELETE /api/api-keys/{id}: revokes one of the caller's keys. The row stays (the list shows when
 * it was revoked); the key stops authenticating at once. Revoking twice keeps the first time.
 * Another user's key answers 404, as a missing one does.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyIdParamsSchema, revokeApiKeyResponseSchema } from '@core/api/api-keys';
import { apiErrorSchema } from '@core/api/common';
import { apiKeys } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { toApiKey } from './api-key-mapping';
import { signedInUserId } from './signed-in-user';

export function registerRevokeApiKey(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key',
        params: apiKeyIdParamsSchema,
        response: { 200: revokeApiKeyResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { db } = app.database;
      const mine = and(eq(apiKeys.id, request.params.id), eq(apiKeys.userId, userId));
      const [revoked] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(mine, isNull(apiKeys.revokedAt)))
        .returning();
      if (revoked) return { apiKey: toApiKey(revoked) };
      const [existing] = await db.select().from(apiKeys).where(mine).limit(1);
      if (!existing) throw notFound('API key not found');
      return { apiKey: toApiKey(existing) };
    },
  );
}
