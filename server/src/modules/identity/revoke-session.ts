/**
 * DELETE /api/user/sessions/{id}: signs that session out at once (its row goes, so its cookie
 * answers 401 on its next request). Another account's session, or one that is gone, is 404, so ids
 * cannot be probed. Signing out the caller's own session this way works too and clears its cookie.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionIdParamsSchema, sessionsEndedSchema } from '@core/api/account';
import { notFound } from '../../plugins/errors';
import { clearSessionCookie } from '../../plugins/session';
import { destroyUserSession } from './session-store';
import { signedInSession } from './signed-in-session';

export function registerRevokeSession(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/user/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign one session out',
        params: sessionIdParamsSchema,
        response: { 200: sessionsEndedSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = signedInSession(request);
      const ended = await destroyUserSession(app.database.db, user.id, request.params.id);
      if (!ended) throw notFound('Session not found');
      if (request.params.id === session.id) clearSessionCookie(reply);
      return { ended: 1 };
    },
  );
}
