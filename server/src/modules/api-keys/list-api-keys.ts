/** GET /api/api-keys: the signed-in user's keys, newest first, revoked and expired ones included. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyListSchema } from '@core/api/api-keys';
import { apiErrorSchema } from '@core/api/common';
import { apiKeys } from '../../db/schema';
import { toApiKey } from './api-key-mapping';
import { signedInUserId } from './signed-in-user';

/** Active keys are capped at 20; old revoked ones past this many are simply not listed. */
const LIST_LIMIT = 200;

export function registerListApiKeys(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: "The caller's API keys (prefix, scope, expiry, last use; never the key)",
        response: { 200: apiKeyListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const rows = await app.database.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
        .limit(LIST_LIMIT);
      return { apiKeys: rows.map(toApiKey) };
    },
  );
}
