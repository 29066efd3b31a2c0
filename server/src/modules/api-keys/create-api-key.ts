/**
 * POST /api/api-keys: a new key for the signed-in user. The answer carries the key itself, once;
 * only its hash is kept. At most API_KEYS_ACTIVE_MAX keys may be active (neither revoked nor
 * expired) at a time, counted under a lock on the user's row so two requests cannot both pass.
 * A key acts as its owner for as long as it lives, so a stolen session alone must not mint one:
 * the request needs the current password (requireReauth, issue 20).
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_KEYS_ACTIVE_MAX,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
} from '@core/api/api-keys';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { apiKeys, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { requireReauth } from '../identity/require-reauth';
import { activeApiKeysOf } from './active-api-keys';
import { toApiKey } from './api-key-mapping';
import { newApiKey } from './api-key-token';
import { signedInUserId } from './signed-in-user';

function expiryError(message: string): AppError {
  return new AppError(400, ERROR_CODES.validation, `expiresAt: ${message}`, {
    errors: { expiresAt: message },
  });
}

export function registerCreateApiKey(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create a personal API key (the key is answered once)',
        body: createApiKeyRequestSchema,
        response: {
          201: createApiKeyResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      // Creating keys is rare; a script creating many is a mistake or an attack.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await requireReauth(request, request.body.currentPassword);
      const { name, scope } = request.body;
      const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw expiryError('The expiry date must be in the future');
      }
      const created = newApiKey();
      const row = await app.database.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [active] = await tx
          .select({ value: count() })
          .from(apiKeys)
          .where(activeApiKeysOf(userId));
        if ((active?.value ?? 0) >= API_KEYS_ACTIVE_MAX) {
          throw new AppError(
            409,
            ERROR_CODES.conflict,
            `You can have ${API_KEYS_ACTIVE_MAX} active API keys. Revoke one you no longer use first.`,
          );
        }
        const [inserted] = await tx
          .insert(apiKeys)
          .values({
            userId,
            name,
            scope,
            prefix: created.prefix,
            keyHash: created.keyHash,
            expiresAt,
          })
          .returning();
        return inserted!;
      });
      return reply.status(201).send({ apiKey: toApiKey(row), key: created.key });
    },
  );
}
