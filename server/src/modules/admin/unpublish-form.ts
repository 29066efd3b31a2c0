/**
 * POST /api/admin/forms/{formId}/unpublish {reason}: takes a form that abuses the service offline.
 * The change, the audit entry, the owner's notification and their mail (with the reason) commit
 * together. A guest's form has no one to tell; it is unpublished and audited all the same.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminFormIdParamsSchema,
  adminUnpublishRequestSchema,
  adminUnpublishResponseSchema,
} from '@core/api/admin';
import { forms, users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { notFound } from '../../plugins/errors';
import { notifyUser } from '../notifications/notify-user';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { enqueueFormEvent } from '../webhooks/enqueue-webhook-events';
import { selectAdminForms, toAdminFormSummary } from './list-forms';
import { formUnpublishedMail } from './mails/form-unpublished-mail';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerUnpublishForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/forms/:formId/unpublish',
    {
      schema: {
        tags: ['admin'],
        summary: 'Unpublish a form, telling its owner why',
        params: adminFormIdParamsSchema,
        body: adminUnpublishRequestSchema,
        response: { 200: adminUnpublishResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { reason } = request.body;
      const { db } = app.database;
      const formId = request.params.formId;
      await db.transaction(async (tx) => {
        const [form] = await tx.select().from(forms).where(eq(forms.id, formId)).for('update');
        if (!form) throw notFound('Form not found');
        // Unpublishing a draft changes nothing: no entry, no message to the owner.
        if (!form.published) return;
        await tx
          .update(forms)
          .set({ published: false, updatedAt: new Date() })
          .where(eq(forms.id, form.id));
        // Integrations hear of it as of any unpublish (issue 17), in the same transaction.
        await enqueueFormEvent(tx, form.id, 'form.unpublished');
        await writeAudit(tx, {
          actor: admin,
          action: 'form.unpublish',
          targetType: 'form',
          targetId: form.id,
          targetLabel: form.title,
          before: { published: true },
          after: { published: false },
          reason,
        });
        if (form.ownerId === null) return;
        const [owner] = await tx.select().from(users).where(eq(users.id, form.ownerId));
        if (!owner) return;
        const path = `/forms/${form.id}/edit`;
        await notifyUser(tx, {
          userId: owner.id,
          type: 'other',
          title: 'Form unpublished',
          message: `An administrator unpublished “${form.title}”. Reason: ${reason}`,
          data: { formId: form.id, actionUrl: path },
        });
        await enqueueMail(
          tx,
          formUnpublishedMail({
            to: owner.email,
            formTitle: form.title,
            reason,
            formUrl: `${app.config.mail.linkOrigin}${path}`,
          }),
        );
      });
      await invalidateForm(app, formId);
      const [row] = await selectAdminForms(db).where(eq(forms.id, formId));
      if (!row) throw notFound('Form not found');
      return { form: toAdminFormSummary(row) };
    },
  );
}
