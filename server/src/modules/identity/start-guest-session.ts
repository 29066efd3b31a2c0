/**
 * POST /api/session/guest: the guest id for this browser, issued by the server and bound to its
 * session cookie. Idempotent: a browser that has one gets the same id back.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestSessionResponseSchema } from '@core/api/auth';
import { ensureGuest } from '../../plugins/session';

export function registerStartGuestSession(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/session/guest',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Start (or resume) the guest session',
        response: { 200: guestSessionResponseSchema },
      },
    },
    async (request, reply) => ({ guestId: await ensureGuest(request, reply) }),
  );
}
