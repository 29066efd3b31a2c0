/**
 * GET /api/forms/{id}/trends (issue 32, item 2): a question's answers per period, under the
 * results filters. Two statements over the form's responses in scope: per period, how many
 * answered and (numeric questions) the average of numeric answers; and, for choice questions,
 * per period and picked value, how many (an array's items each count once, as in the summary).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { type TrendBucket, trendsQuerySchema, trendsResponseSchema } from '@core/api/trends';
import { getQuestionType } from '@core/question-types/registry';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import { isSummarised } from './answer-rollup';
import { iso, queryRows } from './query-rows';
import { averagedNumber } from './result-filters/answer-sql';
import { checkResultFilters, scopePredicate } from './result-filters/result-scope';
import { withValueSets } from './result-filters/value-sets';
import { mergeByLabel, summaryQuestions } from './summary-versions';

const round2 = (v: unknown) => Math.round(Number(v) * 100) / 100;

export function registerQuestionTrends(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/trends',
    {
      schema: {
        tags: ['responses'],
        summary: "One question's answers per day, week or month",
        params: formIdParamsSchema,
        querystring: trendsQuerySchema,
        response: { 200: trendsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const { questionId, interval, timeZone } = request.query;
      const questions = await loadQuestions(db, form.id);
      const question = questions.find((q) => q.id === questionId && isSummarised(q));
      if (!question) {
        throw new AppError(
          400,
          ERROR_CODES.validation,
          `questionId: the form has no question "${questionId}" with answers`,
          {
            errors: { questionId: `the form has no question "${questionId}" with answers` },
          },
        );
      }
      const scope = scopePredicate(
        await withValueSets(db, form.id, checkResultFilters(questions, request.query, form)),
      );
      const kind = getQuestionType(question.type).summary;
      // The unit comes from a closed list; the zone is a bound parameter.
      const period = sql`date_trunc(${sql.raw(`'${interval}'`)}, created_at, ${timeZone}::text)`;
      const answer = sql`(answers -> ${question.id})`;
      const inScope = sql`form_id = ${form.id} and answers ? ${question.id} and ${scope}`;
      // The average of the grouped answers, each weighing as many responses as gave it: what avg()
      // over the rows computes, from a few hundred groups (answers repeat). Grouping the rows of a
      // subquery the planner keeps (offset 0) lets it expect a few groups, as it does for a
      // subquery's output, where over `answers` itself (every value distinct) it expects a million
      // and sorts every row, answers and all, spilling to disk.
      const averaged = averagedNumber(sql`j`);
      const [totals, picks, { labels }] = await Promise.all([
        queryRows<{ period: string; count: string | number; average: string | number | null }>(
          db,
          sql`with g as (
                select period, j, count(*) as n
                from (select ${period} as period, ${answer} as j from responses where ${inScope}
                      offset 0) as scoped
                group by 1, 2)
              select period, sum(n) as count,
                sum(${averaged} * n) / sum(case when ${averaged} is not null then n end) as average
              from g group by 1 order by 1`,
        ),
        kind === 'counts' || kind === 'selections'
          ? queryRows<{ period: string; value: string; count: string | number }>(
              db,
              sql`select ${period} as period, v.value, count(*) as count
                  from responses, lateral jsonb_array_elements_text(case when jsonb_typeof(${answer}) = 'array'
                    then ${answer} else jsonb_build_array(${answer}) end) as v(value)
                  where ${inScope} and v.value is not null
                  group by 1, 2 order by 1, 3 desc, 2`,
            )
          : Promise.resolve([]),
        // Across versions a renamed option counts once, under its newest label (ADR 037).
        summaryQuestions(db, form.id, request.query.version),
      ]);
      const byPeriod = new Map<string, { value: string; count: number }[]>();
      for (const row of picks) {
        const key = iso(row.period);
        byPeriod.set(key, [
          ...(byPeriod.get(key) ?? []),
          { value: row.value, count: Number(row.count) },
        ]);
      }
      const buckets = totals.map((row): TrendBucket => {
        const bucket: TrendBucket = { period: iso(row.period), count: Number(row.count) };
        if (kind === 'numbers') bucket.average = row.average === null ? null : round2(row.average);
        if (kind === 'counts' || kind === 'selections')
          bucket.counts = mergeByLabel(byPeriod.get(bucket.period) ?? [], labels.get(question.id));
        return bucket;
      });
      return { questionId: question.id, interval, buckets };
    },
  );
}
