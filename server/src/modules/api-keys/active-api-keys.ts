/**
 * The keys that still authenticate: neither revoked nor expired. One definition for the cap on
 * active keys (create-api-key.ts) and for what turning two-factor on says is still open.
 */
import type { ApiKey } from '@core/api/api-keys';
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeys } from '../../db/schema';
import { toApiKey } from './api-key-mapping';

export function activeApiKeysOf(userId: number): SQL {
  return and(
    eq(apiKeys.userId, userId),
    isNull(apiKeys.revokedAt),
    or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
  )!;
}

/** The user's active keys, newest first. */
export async function listActiveApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(activeApiKeysOf(userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}
