/**
 * PUT /api/notifications/{id}/read (spec §4: unread becomes read when opened). Idempotent; another
 * user's notification is a 404, as a missing one is, so ids cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { notificationParamsSchema } from '@core/api/notifications';
import { notifications } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { signedInUserId } from './signed-in-user';

export function registerMarkNotificationRead(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: notificationParamsSchema,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const [row] = await app.database.db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      if (!row) throw new AppError(404, ERROR_CODES.notFound, 'Notification not found');
      return reply.status(204).send(null);
    },
  );
}
