/** GET /api/user: the signed-in user, or 401 (the client treats that as "no user"). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { userSchema } from '@core/api/auth';
import { AppError } from '../../plugins/errors';
import { toPublicUser } from './public-user';

export function registerGetCurrentUser(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = request.identity;
      if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not logged in');
      return toPublicUser(user);
    },
  );
}
