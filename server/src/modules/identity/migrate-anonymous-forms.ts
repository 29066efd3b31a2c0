/**
 * POST /api/migrate-anonymous-forms: moves the guest forms of the guest id bound to this session
 * (never one named in the body) into the signed-in account, with their questions, responses and
 * drafts (which hang off the form), in one transaction. Published forms past the account's limit
 * become drafts; their responses stay. Row locks make two concurrent calls migrate once.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  type MigrateAnonymousFormsResponse,
  migrateAnonymousFormsRequestSchema,
  migrateAnonymousFormsResponseSchema,
} from '@core/api/auth';
import { forms, responses } from '../../db/schema';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { AppError } from '../../plugins/errors';
import { countsTowardsLimit, publishedFormLimit } from './published-form-limit';

export function registerMigrateAnonymousForms(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/migrate-anonymous-forms',
    {
      schema: {
        tags: ['auth'],
        summary: "Move this browser's guest forms into the signed-in account",
        body: migrateAnonymousFormsRequestSchema,
        response: { 200: migrateAnonymousFormsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request): Promise<MigrateAnonymousFormsResponse> => {
      const { user, guestId } = request.identity;
      if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not logged in');
      const empty = {
        migratedCount: 0,
        unpublishedCount: 0,
        totalResponsesMigrated: 0,
        details: [],
      };
      if (!guestId) return empty;
      const limit = publishedFormLimit(app.config, user);

      const result = await app.database.db.transaction(async (tx) => {
        const guestForms = await tx
          .select({ id: forms.id, title: forms.title, published: forms.published })
          .from(forms)
          .where(and(isNull(forms.ownerId), eq(forms.anonymousId, guestId)))
          .orderBy(desc(forms.updatedAt))
          .for('update');
        if (guestForms.length === 0) return empty;
        const ids = guestForms.map((f) => f.id);
        const [{ value: alreadyPublished }] = (await tx
          .select({ value: count() })
          .from(forms)
          .where(
            and(eq(forms.ownerId, user.id), eq(forms.published, true), countsTowardsLimit()),
          )) as [{ value: number }];
        const responseCounts = await tx
          .select({ formId: responses.formId, n: sql<number>`count(*)::int` })
          .from(responses)
          .where(inArray(responses.formId, ids))
          .groupBy(responses.formId);
        const byForm = new Map(responseCounts.map((r) => [r.formId, r.n]));

        // Most recently edited forms keep their published state first.
        let published = alreadyPublished;
        const toUnpublish: string[] = [];
        for (const form of guestForms) {
          if (!form.published) continue;
          if (published < limit) published += 1;
          else toUnpublish.push(form.id);
        }
        await tx
          .update(forms)
          .set({ ownerId: user.id, updatedAt: new Date() })
          .where(inArray(forms.id, ids));
        if (toUnpublish.length > 0) {
          await tx.update(forms).set({ published: false }).where(inArray(forms.id, toUnpublish));
        }
        const details = guestForms.map((f) => ({
          formId: f.id,
          title: f.title,
          responses: byForm.get(f.id) ?? 0,
          unpublished: toUnpublish.includes(f.id),
        }));
        return {
          migratedCount: guestForms.length,
          unpublishedCount: toUnpublish.length,
          totalResponsesMigrated: details.reduce((sum, d) => sum + d.responses, 0),
          details,
        };
      });
      await invalidateForm(
        app,
        result.details.map((d) => d.formId),
      );
      if (result.migratedCount > 0) {
        request.log.info(
          { userId: user.id, migrated: result.migratedCount, unpublished: result.unpublishedCount },
          'migrated guest forms',
        );
      }
      return result;
    },
  );
}
