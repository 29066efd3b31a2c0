/**
 * Personal API keys (managed by the signed-in user, with the session cookie) and the REST API
 * they open, /api/v1 (authenticated by the key alone). The v1 routes are registered from here, in
 * their own encapsulated plugin, so their authentication hook touches no other route.
 */
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { apiV1Routes } from '../api-v1/api-v1-routes';
import { registerCreateApiKey } from './create-api-key';
import { registerListApiKeys } from './list-api-keys';
import { registerRevokeApiKey } from './revoke-api-key';

export async function apiKeysRoutes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  registerCreateApiKey(app);
  registerListApiKeys(app);
  registerRevokeApiKey(app);
  await app.register(apiV1Routes, { storage: opts.storage });
}
