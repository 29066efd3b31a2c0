/** POST /api/forms/{id}/duplicate: an unpublished copy with its questions, owned by the caller. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formDetailSchema, formIdParamsSchema } from '@core/api/forms';
import { forms, questions } from '../../db/schema';
import { formPermissions, loadFormFor } from '../../plugins/access';
import { ensureGuest } from '../../plugins/session';
import { startAnswerRollup } from '../responses/answer-rollup';
import { newFormId } from './create-form';
import { loadQuestions, toFormDetail, toQuestionRow } from './form-mapping';

export function registerDuplicateForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/duplicate',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags: ['forms'],
        summary: 'Duplicate a form',
        params: formIdParamsSchema,
        response: { 201: formDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const source = await loadFormFor(request, request.params.id, 'view');
      const user = request.identity.user;
      const guestId = user ? null : await ensureGuest(request, reply);
      const { db } = app.database;
      const sourceQuestions = await loadQuestions(db, source.id);
      const id = newFormId();
      const detail = await db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(forms)
          .values({
            id,
            ownerId: user?.id ?? null,
            anonymousId: guestId,
            title: `${source.title} (copy)`.slice(0, 300),
            description: source.description,
            theme: source.theme,
            welcomeScreen: source.welcomeScreen,
            thankYouScreen: source.thankYouScreen,
            customization: source.customization,
            pageBreaks: source.pageBreaks,
            languages: source.languages,
            translations: source.translations,
          })
          .returning();
        if (sourceQuestions.length > 0) {
          await tx.insert(questions).values(sourceQuestions.map((q) => toQuestionRow(id, q)));
        }
        // The copy is the caller's own form, whatever their role on the source.
        return toFormDetail(
          copy!,
          sourceQuestions,
          formPermissions(request.identity, copy!, 'owner'),
        );
      });
      await startAnswerRollup(db, id, sourceQuestions);
      return reply.status(201).send(detail);
    },
  );
}
