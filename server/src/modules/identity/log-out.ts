/** POST /api/auth/logout: ends the session; the client then starts a new guest session. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logoutResponseSchema } from '@core/api/auth';
import { clearSessionCookie } from '../../plugins/session';
import { destroySession } from './session-store';

export function registerLogOut(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/auth/logout',
      { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: logoutResponseSchema } } },
      async (request, reply) => {
        const { session } = request.identity;
        if (session) await destroySession(app.database.db, session.id);
        clearSessionCookie(reply);
        return { ok: true as const };
      },
    );
}
