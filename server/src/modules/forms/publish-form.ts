/**
 * POST /api/forms/{id}/publish and /unpublish. Guests and free accounts have a published-form
 * limit (Pro and admins do not). The count and the update run under a per-owner advisory lock, so
 * parallel publishes at the limit cannot overshoot it.
 */
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formDetailSchema, formIdParamsSchema, publishLimitErrorSchema } from '@core/api/forms';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { forms, users } from '../../db/schema';
import { type FormRow, loadFormAccess } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import {
  countsTowardsLimit,
  coveredByCredit,
  publishedFormLimit,
} from '../identity/published-form-limit';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { enqueueFormEvent } from '../webhooks/enqueue-webhook-events';
import { writeAudit } from '../admin/write-audit';
import { loadQuestions, toFormDetail } from './form-mapping';
import { hasUnpublishedChanges, snapshotDraft } from './form-versions-store';

function ownerScope(form: FormRow) {
  return form.ownerId !== null
    ? { lockKey: `owner:${form.ownerId}`, where: eq(forms.ownerId, form.ownerId) }
    : {
        lockKey: `guest:${form.anonymousId}`,
        where: and(isNull(forms.ownerId), eq(forms.anonymousId, form.anonymousId!)),
      };
}

/** Guests and free accounts may have so many forms online (a credit covers one more). */
async function assertUnderLimit(
  tx: Db,
  config: AppConfig,
  current: FormRow,
  scopeWhere: SQL | undefined,
): Promise<void> {
  const owner = current.ownerId
    ? ((await tx.select().from(users).where(eq(users.id, current.ownerId)).limit(1))[0] ?? null)
    : null;
  const max = publishedFormLimit(config, owner);
  const [{ value }] = (await tx
    .select({ value: count() })
    .from(forms)
    .where(and(scopeWhere, eq(forms.published, true), countsTowardsLimit()))) as [
    { value: number },
  ];
  // A form still covered by a credit spent on it (unpublished since) may come back.
  if (value >= max && !(await coveredByCredit(tx, current.id))) {
    throw new AppError(
      403,
      'PUBLISH_LIMIT',
      `You've reached the limit of ${max} published forms.`,
      {
        max,
        upgradeType: owner ? 'upgrade_pro' : 'create_account',
      },
    );
  }
}

export function registerPublishForm(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/forms/:id/publish',
    {
      schema: {
        tags: ['forms'],
        summary: 'Publish a form',
        params: formIdParamsSchema,
        response: { 200: formDetailSchema, 403: publishLimitErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { form, permissions } = await loadFormAccess(request, request.params.id, 'publish');
      const { db } = app.database;
      const published = await db.transaction(async (tx) => {
        const scope = ownerScope(form);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope.lockKey}))`);
        const [current] = await tx.select().from(forms).where(eq(forms.id, form.id)).for('update');
        if (!current) throw new AppError(404, 'NOT_FOUND', 'Form not found');
        // Already live: publishing again snapshots the draft if it changed (no limit to pass).
        if (!current.published) await assertUnderLimit(tx, app.config, current, scope.where);
        const snap = await snapshotDraft(tx, current, request.identity.user?.id ?? null);
        if (current.published && !snap.created) return current;
        const [row] = await tx
          .update(forms)
          .set({ published: true, publishedAt: new Date(), updatedAt: new Date() })
          .where(eq(forms.id, form.id))
          .returning();
        // The event says the form went online, as before versions; a new version of a form
        // already online is in the audit log and the history.
        if (!current.published) await enqueueFormEvent(tx, form.id, 'form.published');
        if (request.identity.user) {
          await writeAudit(tx, {
            actor: request.identity.user,
            action: 'form.publish',
            targetType: 'form',
            targetId: form.id,
            targetLabel: current.title,
            after: { publishedVersion: snap.number, newVersion: snap.created },
          });
        }
        return row!;
      });
      await invalidateForm(app, form.id);
      const draft = await loadQuestions(db, form.id);
      return toFormDetail(
        published,
        draft,
        permissions,
        await hasUnpublishedChanges(db, published, draft),
      );
    },
  );

  typed.post(
    '/api/forms/:id/unpublish',
    {
      schema: {
        tags: ['forms'],
        summary: 'Unpublish a form (responses are kept)',
        params: formIdParamsSchema,
        response: { 200: formDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { form, permissions } = await loadFormAccess(request, request.params.id, 'publish');
      const { db } = app.database;
      // The webhook event only when this call took it offline (not for one already offline).
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(forms)
          .set({ published: false, updatedAt: new Date() })
          .where(and(eq(forms.id, form.id), eq(forms.published, true)))
          .returning();
        if (changed) await enqueueFormEvent(tx, form.id, 'form.unpublished');
        return changed ?? (await tx.select().from(forms).where(eq(forms.id, form.id)))[0];
      });
      await invalidateForm(app, form.id);
      const draft = await loadQuestions(db, form.id);
      return toFormDetail(row!, draft, permissions, await hasUnpublishedChanges(db, row!, draft));
    },
  );
}
