/**
 * GET /api/session: who this browser is signed in as, `{ user }` with null for nobody, always
 * 200. The spec's GET /api/user answers 401 to a guest, which every browser prints as a failed
 * request in the console of every guest's first page (issue 28); the app asks here instead, and
 * /api/user stays for the spec's clients.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@core/api/auth';
import { toPublicUser } from './public-user';

export function registerGetSession(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null (never 401)',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const { user } = request.identity;
      return { user: user ? toPublicUser(user) : null };
    },
  );
}
