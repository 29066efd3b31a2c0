/**
 * GET /api/user/sessions: where the account is signed in. Each session says when it began and was
 * last seen, its browser and system in words and its address; the caller's is `current` and comes
 * first. The id is the row's, never the token's hash, so the list cannot be turned into cookies.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AccountSession, accountSessionListSchema, SESSIONS_PATH } from '@core/api/account';
import { describeUserAgent } from './describe-user-agent';
import { listUserSessions, type SessionRow } from './session-store';
import { signedInSession } from './signed-in-session';

function toAccountSession(row: SessionRow, currentId: number): AccountSession {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastActiveAt.toISOString(),
    ...describeUserAgent(row.userAgent),
    address: row.ipAddress,
    current: row.id === currentId,
  };
}

export function registerListSessions(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    SESSIONS_PATH,
    {
      schema: {
        tags: ['account'],
        summary: "The account's signed-in sessions",
        response: { 200: accountSessionListSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = signedInSession(request);
      const rows = await listUserSessions(app.database.db, user.id);
      const sessions = rows.map((row) => toAccountSession(row, session.id));
      // The caller's first: it is the one a person looks for, and the one they cannot sign out here.
      sessions.sort((a, b) => Number(b.current) - Number(a.current));
      reply.header('cache-control', 'private, no-store');
      return { sessions };
    },
  );
}
