/**
 * POST /api/forms/{id}/transfer: the owner (or an admin) hands the form to one of its editors.
 * In one transaction the editor becomes the owner, the previous owner becomes an editor, and both
 * get a notification and a mail. Only an editor can receive it: someone who already edits the form
 * and accepted to work on it, never a stranger handed a form they did not ask for.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  collaboratorsResponseSchema,
  transferOwnershipRequestSchema,
} from '@core/api/collaboration';
import { ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { formCollaborators, forms } from '../../db/schema';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { enqueueMail } from '../../mail/enqueue-mail';
import { formPermissions, formRoleOf, loadFormAccess } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import { notifyUser } from '../notifications/notify-user';
import { displayName, quoted } from './collaboration-texts';
import { ownershipTransferredMail } from './mails/ownership-transferred-mail';
import { findPerson } from './people';
import { readCollaborators } from './read-collaborators';

const NOT_AN_EDITOR =
  'Only an editor of this form can become its owner. Make them an editor first.';

export function registerTransferOwnership(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/transfer',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Transfer ownership of a form to one of its editors',
        params: formIdParamsSchema,
        body: transferOwnershipRequestSchema,
        response: { 200: collaboratorsResponseSchema },
      },
    },
    async (request) => {
      const { form } = await loadFormAccess(request, request.params.id, 'transfer');
      const actor = request.identity.user!;
      const { db } = app.database;
      const newOwner = await findPerson(db, request.body.userId);
      const previousOwner = form.ownerId !== null ? await findPerson(db, form.ownerId) : null;
      const invalid = () =>
        new AppError(400, ERROR_CODES.validation, `userId: ${NOT_AN_EDITOR}`, {
          errors: { userId: NOT_AN_EDITOR },
        });
      if (!newOwner || !previousOwner) throw invalid();
      const updated = await db.transaction(async (tx) => {
        // The row lock orders this against a concurrent transfer or role change of the same form.
        const [current] = await tx.select().from(forms).where(eq(forms.id, form.id)).for('update');
        if (!current) throw notFound('Form not found');
        if (current.ownerId !== previousOwner.id) {
          throw new AppError(409, ERROR_CODES.conflict, 'The owner of this form just changed');
        }
        const [editor] = await tx
          .delete(formCollaborators)
          .where(
            and(
              eq(formCollaborators.formId, form.id),
              eq(formCollaborators.userId, newOwner.id),
              eq(formCollaborators.role, 'editor'),
            ),
          )
          .returning({ id: formCollaborators.id });
        if (!editor) throw invalid();
        const [row] = await tx
          .update(forms)
          .set({ ownerId: newOwner.id, updatedAt: new Date() })
          .where(eq(forms.id, form.id))
          .returning();
        await tx
          .insert(formCollaborators)
          .values({ formId: form.id, userId: previousOwner.id, role: 'editor' })
          .onConflictDoUpdate({
            target: [formCollaborators.formId, formCollaborators.userId],
            set: { role: 'editor' },
          });
        const actorName = displayName(actor);
        const newOwnerName = displayName(newOwner);
        const title = quoted(form.title);
        const path = `/forms/${form.id}/edit`;
        const url = `${app.config.mail.linkOrigin}${path}`;
        await notifyUser(tx, {
          userId: newOwner.id,
          type: 'form_shared',
          title: `${actorName} made you the owner of ${title}`,
          message: 'You can now share, transfer and delete the form.',
          data: { formId: form.id, actionUrl: path },
        });
        await notifyUser(tx, {
          userId: previousOwner.id,
          type: 'other',
          title: `${newOwnerName} now owns ${title}`,
          message:
            actor.id === previousOwner.id
              ? "You're an editor of the form now."
              : `${actorName} transferred it. You're an editor of the form now.`,
          data: { formId: form.id, actionUrl: path },
        });
        const mail = { actor: actorName, newOwner: newOwnerName, formTitle: form.title, url };
        await enqueueMail(
          tx,
          ownershipTransferredMail({ ...mail, to: newOwner.email, toNewOwner: true }),
        );
        await enqueueMail(
          tx,
          ownershipTransferredMail({ ...mail, to: previousOwner.email, toNewOwner: false }),
        );
        return row!;
      });
      await invalidateForm(app, updated.id);
      // The caller's role has changed (an owner is an editor now): answer with the new one.
      const role = formRoleOf(request.identity, updated, 'editor')!;
      return readCollaborators(db, updated, formPermissions(request.identity, updated, role));
    },
  );
}
