/** An api_keys row as the API shows it: never the hash. */
import type { ApiKey } from '@core/api/api-keys';
import type { apiKeys } from '../../db/schema';

type ApiKeyRow = typeof apiKeys.$inferSelect;

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
