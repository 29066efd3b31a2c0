/**
 * GET and PUT /api/forms/{id}/settings: the form's settings that live beside its definition, today
 * "Delete responses after N days" (issue 20). Not part of the builder's versioned save: turning
 * retention on must not race an editor's autosave, and the public page never sees it.
 *
 * Reading needs `view` (the responses page says when retention is on); changing needs `edit`,
 * the action that may delete responses by hand.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  type FormSettings,
  formIdParamsSchema,
  formSettingsSchema,
  updateFormSettingsRequestSchema,
} from '@core/api/forms';
import { forms } from '../../db/schema';
import { loadFormFor, type FormRow } from '../../plugins/access';
import { notFound } from '../../plugins/errors';

const settingsOf = (form: Pick<FormRow, 'responseRetentionDays'>): FormSettings => ({
  responseRetentionDays: form.responseRetentionDays,
});

export function registerFormSettings(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/forms/:id/settings',
    {
      schema: {
        tags: ['forms'],
        summary: "The form's settings outside its definition (response retention)",
        params: formIdParamsSchema,
        response: { 200: formSettingsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => settingsOf(await loadFormFor(request, request.params.id, 'view')),
  );

  typed.put(
    '/api/forms/:id/settings',
    {
      schema: {
        tags: ['forms'],
        summary: "Change the form's settings outside its definition (response retention)",
        params: formIdParamsSchema,
        body: updateFormSettingsRequestSchema,
        response: {
          200: formSettingsSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const [updated] = await app.database.db
        .update(forms)
        .set({ responseRetentionDays: request.body.responseRetentionDays })
        .where(eq(forms.id, form.id))
        .returning({ responseRetentionDays: forms.responseRetentionDays });
      // The form was deleted between the access check and the update.
      if (!updated) throw notFound('Form not found');
      return settingsOf(updated);
    },
  );
}
