/**
 * PATCH /api/forms/{id}/collaborators/{userId}: make a collaborator a viewer or an editor. They get
 * a notification and a mail in the same transaction; setting the role they already have is a
 * no-op that tells nobody. A role that may not manage webhooks turns off the endpoints they added
 * (ADR 028).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeRoleRequestSchema,
  collaboratorParamsSchema,
  collaboratorSchema,
} from '@core/api/collaboration';
import { formCollaborators } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { loadFormAccess, roleAllows } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { notifyUser } from '../notifications/notify-user';
import { MANAGE_WEBHOOKS, turnOffCreatorEndpoints } from '../webhooks/turn-off-creator-endpoints';
import { displayName, formPathFor, quoted, roleAbilities, roleNoun } from './collaboration-texts';
import { roleChangedMail } from './mails/role-changed-mail';
import { findPerson } from './people';

export function registerChangeCollaboratorRole(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/forms/:id/collaborators/:userId',
    {
      schema: {
        tags: ['sharing'],
        summary: "Change a collaborator's role",
        params: collaboratorParamsSchema,
        body: changeRoleRequestSchema,
        response: { 200: collaboratorSchema },
      },
    },
    async (request) => {
      const { form } = await loadFormAccess(request, request.params.id, 'share');
      const actor = request.identity.user!;
      const { role } = request.body;
      const person = await findPerson(app.database.db, request.params.userId);
      if (!person) throw notFound('Collaborator not found');
      const row = await app.database.db.transaction(async (tx) => {
        const where = and(
          eq(formCollaborators.formId, form.id),
          eq(formCollaborators.userId, person.id),
        );
        const [current] = await tx.select().from(formCollaborators).where(where).for('update');
        if (!current) throw notFound('Collaborator not found');
        if (current.role === role) return current;
        const [updated] = await tx.update(formCollaborators).set({ role }).where(where).returning();
        if (!roleAllows(role, MANAGE_WEBHOOKS)) {
          await turnOffCreatorEndpoints(tx, person.id, form.id);
        }
        const path = formPathFor(form.id, role);
        await notifyUser(tx, {
          userId: person.id,
          type: 'other',
          title: `You're now ${roleNoun(role)} of ${quoted(form.title)}`,
          message: `${displayName(actor)} changed your role. ${roleAbilities(role)}`,
          data: { formId: form.id, actionUrl: path },
        });
        await enqueueMail(
          tx,
          roleChangedMail({
            to: person.email,
            actor: displayName(actor),
            formTitle: form.title,
            role,
            url: `${app.config.mail.linkOrigin}${path}`,
          }),
        );
        return updated!;
      });
      return {
        userId: person.id,
        username: person.username,
        name: person.name,
        email: person.email,
        role: row.role,
        addedAt: row.createdAt.toISOString(),
      };
    },
  );
}
