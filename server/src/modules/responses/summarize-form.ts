/**
 * GET /api/forms/{id}/summary: per-question summaries computed in the database (never by loading
 * responses into Node; see summarize-questions.ts for how the scans are shared), plus the
 * completion funnel from events and drafts, with drop-off per page for a multi-page form.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { formSummaryResponseSchema } from '@core/api/responses';
import { loadFormFor } from '../../plugins/access';
import { loadQuestions } from '../forms/form-mapping';
import { ensureAnswerRollup, isSummarised } from './answer-rollup';
import { draftsPerPage, funnelPages } from './page-funnel';
import { queryRows } from './query-rows';
import { summarizeQuestions } from './summarize-questions';

export function registerSummarizeForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/summary',
    {
      schema: {
        tags: ['responses'],
        summary: 'Per-question summaries and the completion funnel',
        params: formIdParamsSchema,
        response: { 200: formSummaryResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const allQuestions = await loadQuestions(db, form.id);
      const questions = allQuestions.filter(isSummarised);
      // Counts what the rollup lacks (a form older than it, a question whose kind changed) once.
      await ensureAnswerRollup(db, form.id, questions);
      const [[totals], { total, summaries }, pages] = await Promise.all([
        queryRows<Record<string, number | string>>(
          db,
          sql`select (select count(*) from embed_analytics where form_id = ${form.id} and event_type = 'view') as views,
                     (select count(*) from form_drafts where form_id = ${form.id}) as drafts,
                     (select count(*) from embed_analytics where form_id = ${form.id} and event_type = 'start') as starts`,
        ),
        summarizeQuestions(db, form.id, questions),
        draftsPerPage(db, form, allQuestions),
      ]);
      return {
        totalResponses: total,
        funnel: {
          views: Number(totals?.views ?? 0),
          // A start is a first answer: an event, or a saved draft when events were blocked.
          starts: Math.max(Number(totals?.starts ?? 0), Number(totals?.drafts ?? 0), total),
          completions: total,
          pages: funnelPages(pages, total),
        },
        questions: summaries,
      };
    },
  );
}
