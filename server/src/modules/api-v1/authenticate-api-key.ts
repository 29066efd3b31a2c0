/**
 * Who is asking on /api/v1: the owner of the key in `Authorization: Bearer <key>`, and nobody
 * else. The session cookie is never read here (plugins/session.ts skips /api/v1), so a browser's
 * cookies cannot stand in for a key; and the app's routes never read this header, so a key cannot
 * stand in for a session. The key's user becomes `request.identity`, which the one access check
 * (plugins/access.ts) then judges exactly as for that user in the app.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@core/api/api-keys';
import { ERROR_CODES } from '@core/api/common';
import { apiKeys, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { hashApiKey, looksLikeApiKey } from '../api-keys/api-key-token';

export interface ApiKeyCaller {
  id: number;
  scope: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 requests once their key is accepted. */
    apiKey: ApiKeyCaller | null;
  }
}

/** last_used_at is written at most this often per key: one UPDATE a minute, not one a request. */
const TOUCH_INTERVAL_MS = 60_000;

function unauthorized(message: string): AppError {
  return new AppError(401, ERROR_CODES.unauthorized, message);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match ? match[1]! : null;
}

export async function authenticateApiKey(request: FastifyRequest): Promise<ApiKeyCaller> {
  // Whatever ran before, only the key decides from here on.
  request.identity = { session: null, user: null, guestId: null };
  request.apiKey = null;
  const token = bearerToken(request);
  if (!token) {
    throw unauthorized(
      'Send an API key: Authorization: Bearer <key>. Create keys on your profile.',
    );
  }
  if (!looksLikeApiKey(token)) throw unauthorized('Invalid API key');
  const { db } = request.server.database;
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(token)))
    .limit(1);
  if (!row) throw unauthorized('Invalid API key');
  const { key, user } = row;
  const now = Date.now();
  if (key.revokedAt) throw unauthorized('This API key has been revoked');
  if (key.expiresAt && key.expiresAt.getTime() <= now) {
    throw unauthorized('This API key has expired');
  }
  if (user.disabledAt) throw unauthorized('This account has been disabled.');
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    // Conditional, so concurrent requests of one key still write once a minute.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        sql`${apiKeys.id} = ${key.id} and (${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - interval '1 minute')`,
      );
  }
  request.identity = { session: null, user, guestId: null };
  request.apiKey = { id: key.id, scope: key.scope };
  return request.apiKey;
}

/** Writes need a read_write key; a read key is refused with a message that says so. */
export function requireWriteScope(request: FastifyRequest): void {
  if (request.apiKey?.scope !== 'read_write') {
    throw new AppError(
      403,
      ERROR_CODES.forbidden,
      'This API key can only read. Create a key with the read_write scope to change data.',
    );
  }
}
