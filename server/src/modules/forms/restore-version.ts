/**
 * POST /api/forms/{id}/versions/{n}/restore: the builder's draft becomes published version n; it
 * goes live only when published, as a new version (ADR 036). POST /api/forms/{id}/discard: the
 * same with the live version ("Discard changes"). Both need `edit`, replace whatever the draft
 * holds (other tabs' next save gets 409, as after any save), keep the form's `customization`
 * (when it closes is not versioned), and are written to the audit log.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formVersionParamsSchema } from '@core/api/form-versions';
import { formDetailSchema, formIdParamsSchema } from '@core/api/forms';
import { versionDefinitionOf } from '@core/form/form-version';
import { forms } from '../../db/schema';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { loadFormAccess } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { writeAudit } from '../admin/write-audit';
import { startAnswerRollup } from '../responses/answer-rollup';
import { loadQuestions, toFormDetail } from './form-mapping';
import { hasUnpublishedChanges, loadVersionRow } from './form-versions-store';
import { replaceDraft } from './replace-draft';

async function restore(
  app: FastifyInstance,
  request: FastifyRequest,
  formId: string,
  /** The version to restore; null: nothing to go back to (a form never published). */
  number: (form: { publishedVersion: number | null }) => number | null,
  action: 'form.restore_version' | 'form.discard_changes',
) {
  const { form, permissions } = await loadFormAccess(request, formId, 'edit');
  const { db } = app.database;
  const n = number(form);
  // A form never published has no changes to discard: its draft is all there is.
  if (n === null) return toFormDetail(form, await loadQuestions(db, form.id), permissions);
  const version = await loadVersionRow(db, form.id, n);
  if (!version) throw notFound('Version not found');
  const restored = versionDefinitionOf(version.definition);
  const result = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(forms).where(eq(forms.id, form.id)).for('update');
    if (!current) throw notFound('Form not found');
    const { updated, questions: stored } = await replaceDraft(tx, current, {
      ...restored,
      customization: current.customization as Record<string, unknown>,
    });
    if (request.identity.user) {
      await writeAudit(tx, {
        actor: request.identity.user,
        action,
        targetType: 'form',
        targetId: form.id,
        targetLabel: current.title,
        before: { version: current.version },
        after: { version: updated.version, restoredVersion: n },
      });
    }
    return toFormDetail(
      updated,
      stored,
      permissions,
      await hasUnpublishedChanges(tx, updated, stored),
    );
  });
  await invalidateForm(app, form.id);
  await startAnswerRollup(db, form.id, restored.questions);
  return result;
}

export function registerRestoreVersion(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/forms/:id/versions/:number/restore',
    {
      schema: {
        tags: ['forms'],
        summary: "Make the builder's draft equal to a published version",
        params: formVersionParamsSchema,
        response: { 200: formDetailSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) =>
      restore(app, request, request.params.id, () => request.params.number, 'form.restore_version'),
  );

  typed.post(
    '/api/forms/:id/discard',
    {
      schema: {
        tags: ['forms'],
        summary: "Discard the draft's unpublished changes (back to the live version)",
        params: formIdParamsSchema,
        response: { 200: formDetailSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) =>
      restore(
        app,
        request,
        request.params.id,
        (form) => form.publishedVersion,
        'form.discard_changes',
      ),
  );
}
