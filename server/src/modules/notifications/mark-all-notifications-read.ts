/** POST /api/notifications/read-all: the /notifications page's "Mark all as read". Idempotent. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { notifications } from '../../db/schema';
import { signedInUserId } from './signed-in-user';

export function registerMarkAllNotificationsRead(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark all the caller's notifications read",
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await app.database.db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
      return reply.status(204).send(null);
    },
  );
}
