/**
 * GET /api/forms/{id}/summary: per-question summaries computed in the database (never by loading
 * responses into Node; see summarize-questions.ts for how the scans are shared), plus the
 * completion funnel in people (funnel-counts.ts), with drop-off per page for a multi-page form
 * and per question (question-funnel.ts).
 * Takes the results filters (issue 32): unfiltered, it reads the answer rollup; filtered, it
 * counts the responses in scope (summarize-questions.ts, ADR 045). `?version=n` summarises that
 * version's questions and its responses; without it, every question any version had, a choice
 * counted by option across its wordings (summary-versions.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { formSummaryResponseSchema } from '@core/api/responses';
import { resultFiltersQuerySchema } from '@core/api/result-filters';
import { loadFormFor } from '../../plugins/access';
import { ensureAnswerRollup, isSummarised } from './answer-rollup';
import { consistentFunnel, recordedFunnel } from './funnel-counts';
import { draftsPerPage, funnelPages } from './page-funnel';
import { questionFunnel } from './question-funnel';
import { checkResultFilters, isFiltered, scopePredicate } from './result-filters/result-scope';
import { withValueSets } from './result-filters/value-sets';
import { summarizeQuestions } from './summarize-questions';
import { summaryQuestions } from './summary-versions';

export function registerSummarizeForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/summary',
    {
      schema: {
        tags: ['responses'],
        summary: 'Per-question summaries and the completion funnel',
        params: formIdParamsSchema,
        querystring: resultFiltersQuerySchema,
        response: { 200: formSummaryResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const { version } = request.query;
      const { columns, labels, gridLabels } = await summaryQuestions(db, form.id, version);
      const allQuestions = columns.map((c) => c.question);
      const questions = allQuestions.filter(isSummarised);
      const removedIn = new Map(columns.map((c) => [c.question.id, c.removedIn]));
      // Conditions on counted questions become lookups in the engine's verdicts (ADR 045).
      const filters = await withValueSets(
        db,
        form.id,
        checkResultFilters(allQuestions, request.query, form),
      );
      const filtered = isFiltered(filters);
      // Counts what the rollup lacks (a form older than it, a question whose kind changed) once.
      if (!filtered) await ensureAnswerRollup(db, form.id, questions);
      // The page funnel follows the layout of the version read, or of the builder's draft.
      const layout = columns.filter((c) => c.removedIn === null).map((c) => c.question);
      const [counted, pages, recorded] = await Promise.all([
        summarizeQuestions(
          db,
          form.id,
          questions,
          filtered ? scopePredicate(filters) : null,
          labels,
          gridLabels,
        ),
        draftsPerPage(db, form, layout, filters),
        recordedFunnel(db, form.id, filters),
      ]);
      const { total, summaries } = counted;
      return {
        totalResponses: total,
        funnel: {
          ...consistentFunnel(recorded, total),
          pages: funnelPages(pages, total),
          questions: await questionFunnel(db, form, layout, counted, filters),
        },
        questions: summaries.map((summary) => {
          const removed = removedIn.get(summary.questionId);
          return removed ? { ...summary, removedIn: removed } : summary;
        }),
      };
    },
  );
}
