/**
 * DELETE /api/forms/{id}/collaborators/{userId}: the owner (or an admin) removes someone, who gets
 * an access_revoked notification and a mail; or a collaborator removes themself (leaves), and the
 * owner is told. Either way their response-notification setting for the form goes too, so nobody
 * keeps getting mail about a form they can no longer open, and the webhook endpoints they added are
 * turned off (ADR 028).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collaboratorParamsSchema } from '@core/api/collaboration';
import { ERROR_CODES } from '@core/api/common';
import { formCollaborators, formNotificationSettings } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { loadFormAccess } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { notifyUser } from '../notifications/notify-user';
import { turnOffCreatorEndpoints } from '../webhooks/turn-off-creator-endpoints';
import { displayName, quoted } from './collaboration-texts';
import { accessRevokedMail } from './mails/access-revoked-mail';
import { findPerson } from './people';

export function registerRemoveCollaborator(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/forms/:id/collaborators/:userId',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Remove a collaborator, or leave a form shared with you',
        params: collaboratorParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = request.identity.user;
      const leaving = actor !== null && actor.id === request.params.userId;
      // Leaving needs only access to the form; removing someone else needs the right to share.
      const { form, permissions } = await loadFormAccess(
        request,
        request.params.id,
        leaving ? 'view' : 'share',
      );
      if (leaving && permissions.role === 'owner') {
        throw new AppError(
          400,
          ERROR_CODES.validation,
          'You own this form. Transfer it to an editor before you leave it.',
        );
      }
      const { db } = app.database;
      const person = await findPerson(db, request.params.userId);
      if (!person) throw notFound('Collaborator not found');
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(formCollaborators)
          .where(
            and(eq(formCollaborators.formId, form.id), eq(formCollaborators.userId, person.id)),
          )
          .returning({ id: formCollaborators.id });
        if (!removed) throw notFound('Collaborator not found');
        await tx
          .delete(formNotificationSettings)
          .where(
            and(
              eq(formNotificationSettings.formId, form.id),
              eq(formNotificationSettings.userId, person.id),
            ),
          );
        await turnOffCreatorEndpoints(tx, person.id, form.id);
        if (leaving) {
          if (form.ownerId === null) return;
          await notifyUser(tx, {
            userId: form.ownerId,
            type: 'other',
            title: `${displayName(person)} left ${quoted(form.title)}`,
            message: 'They no longer have access to the form.',
            data: { formId: form.id, actionUrl: `/forms/${form.id}/edit` },
          });
          return;
        }
        const actorName = displayName(actor!);
        await notifyUser(tx, {
          userId: person.id,
          type: 'access_revoked',
          title: `You no longer have access to ${quoted(form.title)}`,
          message: `${actorName} removed you from the form.`,
          data: { formId: form.id },
        });
        await enqueueMail(
          tx,
          accessRevokedMail({ to: person.email, actor: actorName, formTitle: form.title }),
        );
      });
      return reply.status(204).send(null);
    },
  );
}
