/** POST /api/check-user: whether an e-mail is registered. Rate-limited: it reveals accounts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkUserRequestSchema, checkUserResponseSchema } from '@core/api/auth';
import { accountByEmail } from './account-by-email';

export function registerCheckUser(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/check-user',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mail address has an account',
        body: checkUserRequestSchema,
        response: { 200: checkUserResponseSchema },
      },
    },
    async (request) => {
      const account = await accountByEmail(app.database.db, request.body.email);
      return { exists: account !== undefined };
    },
  );
}
