/**
 * GET /api/forms/{id}/trends (issue 32, item 2): a question's answers per period, under the
 * results filters. Two statements over the form's responses in scope: per period, how many
 * answered and (numeric questions) the average of numeric answers; and, for choice questions,
 * per period and picked value, how many (an array's items each count once, as in the summary).
 *
 * Unfiltered, in a zone whose periods start on whole UTC hours, the same two statements read the
 * question's hourly counts instead (ADR 058), listed and counted on the first such read and kept
 * by the answer rollup's triggers: a year is under nine thousand hours, whatever the responses.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { type TrendBucket, trendsQuerySchema, trendsResponseSchema } from '@core/api/trends';
import { getQuestionType } from '@core/question-types/registry';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import type { Db } from '../../db/database';
import { ensureTrendRollup, isSummarised } from './answer-rollup';
import { iso, queryRows } from './query-rows';
import { averagedNumber } from './result-filters/answer-sql';
import {
  type CheckedFilters,
  checkResultFilters,
  isFiltered,
  scopePredicate,
} from './result-filters/result-scope';
import { withValueSets } from './result-filters/value-sets';
import { mergeByLabel, summaryQuestions } from './summary-versions';

const round2 = (v: unknown) => Math.round(Number(v) * 100) / 100;

/** Kinds whose trend reads the answers themselves (the average, the picks), not only a count. */
const BY_VALUE = new Set(['numbers', 'counts', 'selections']);

type Totals = { period: string; count: string | number; average: string | number | null };
type Picks = { period: string; value: string; count: string | number };

/**
 * Per period, how many answered and the average of the numeric answers, from `groups`: rows of
 * (period, j: an answer, n: how many responses gave it). Each answer weighs as many responses as
 * gave it, which is what avg() over the rows computes, from a few hundred groups (answers
 * repeat). The scan and the hourly counts both give such groups.
 */
function periodTotals(db: Db, groups: SQL): Promise<Totals[]> {
  const averaged = averagedNumber(sql`j`);
  return queryRows<Totals>(
    db,
    sql`with g as (${groups})
        select period, sum(n) as count,
          sum(${averaged} * n) / sum(case when ${averaged} is not null then n end) as average
        from g group by 1 order by 1`,
  );
}

/**
 * The trend over the rows in scope: per period, how many answered and the average of numeric
 * answers; for choice questions, per period and picked value, how many.
 */
async function trendFromRows(
  db: Db,
  formId: string,
  questionId: string,
  picked: boolean,
  unit: SQL,
  timeZone: string,
  filters: CheckedFilters,
): Promise<{ totals: Totals[]; picks: Picks[] }> {
  const scope = scopePredicate(await withValueSets(db, formId, filters));
  // The unit comes from a closed list; the zone is a bound parameter.
  const period = sql`date_trunc(${unit}, created_at, ${timeZone}::text)`;
  const answer = sql`(answers -> ${questionId})`;
  const inScope = sql`form_id = ${formId} and answers ? ${questionId} and ${scope}`;
  // Grouping the rows of a subquery the planner keeps (offset 0) lets it expect a few groups, as
  // it does for a subquery's output, where over `answers` itself (every value distinct) it
  // expects a million and sorts every row, answers and all, spilling to disk.
  const [totals, picks] = await Promise.all([
    periodTotals(
      db,
      sql`select period, j, count(*) as n
          from (select ${period} as period, ${answer} as j from responses where ${inScope}
                offset 0) as scoped
          group by 1, 2`,
    ),
    picked
      ? queryRows<Picks>(
          db,
          sql`select ${period} as period, v.value, count(*) as count
              from responses, lateral jsonb_array_elements_text(case when jsonb_typeof(${answer}) = 'array'
                then ${answer} else jsonb_build_array(${answer}) end) as v(value)
              where ${inScope} and v.value is not null
              group by 1, 2 order by 1, 3 desc, 2`,
        )
      : Promise.resolve([]),
  ]);
  return { totals, picks };
}

/**
 * Zones and hour ranges already found whole-hour aligned: a zone's rules do not change while the
 * process runs, and every hour of a range that passed passes again. Bounded; cleared when full.
 */
const alignedRanges = new Set<string>();
const ALIGNED_RANGES_MAX = 1000;

/**
 * Whether the unfiltered trend can be read from the question's hourly counts (ADR 058), listing
 * and counting them on the first ask: every hour from the first counted to the last must fall
 * whole into one period of the zone, which holds when the zone's offset is the same whole number
 * of hours at the hour's start and its end. A zone such as Asia/Kolkata (+05:30) reads the rows.
 */
async function hourlyCounts(
  db: Db,
  formId: string,
  questionId: string,
  kind: string,
  timeZone: string,
): Promise<boolean> {
  const offset = (t: SQL) =>
    sql`extract(epoch from (${t} at time zone ${timeZone}::text) - (${t} at time zone 'UTC'))`;
  // A zone whose offset is not whole hours now is refused before anything is listed.
  const [now] = await queryRows<{ whole: boolean }>(
    db,
    sql`select mod(${offset(sql`now()`)}, 3600) = 0 as whole`,
  );
  if (!now?.whole) return false;
  await ensureTrendRollup(db, formId, questionId, BY_VALUE.has(kind));
  // As seconds since the epoch: a text would depend on the session's DateStyle and TimeZone.
  const [range] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select extract(epoch from min(hour))::bigint::text as first,
          extract(epoch from max(hour))::bigint::text as last from answer_hours
        where form_id = ${formId} and question_id = ${questionId}`,
  );
  if (!range?.first || !range.last) return true;
  const key = `${timeZone}|${range.first}|${range.last}`;
  if (alignedRanges.has(key)) return true;
  const [split] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n
        from generate_series(to_timestamp(${range.first}::bigint), to_timestamp(${range.last}::bigint),
          interval '1 hour') as h(hour),
          lateral (select ${offset(sql`h.hour`)} as a,
            ${offset(sql`(h.hour + interval '1 hour' - interval '1 microsecond')`)} as b) as o
        where mod(o.a, 3600) <> 0 or o.a <> o.b`,
  );
  const aligned = Number(split?.n ?? 0) === 0;
  if (aligned) {
    if (alignedRanges.size >= ALIGNED_RANGES_MAX) alignedRanges.clear();
    alignedRanges.add(key);
  }
  return aligned;
}

/** The same figures from the hourly counts, summed into the zone's periods. */
async function trendFromHours(
  db: Db,
  formId: string,
  questionId: string,
  picked: boolean,
  unit: SQL,
  timeZone: string,
): Promise<{ totals: Totals[]; picks: Picks[] }> {
  // Each raw answer (by its text, which the key hashes) per period, its hours and shards added
  // up. Every hour's true count is at least 0, so a group adding up to zero had no responses
  // (all deleted) and is left out, as the scan would not see it; so is a period of such groups.
  const hours = sql`select date_trunc(${unit}, hour, ${timeZone}::text) as period, answer as j,
        sum(n) as n
      from answer_hours where form_id = ${formId} and question_id = ${questionId}
      group by 1, answer_key, answer having sum(n) <> 0`;
  const [totals, picks] = await Promise.all([
    periodTotals(db, hours),
    picked
      ? queryRows<Picks>(
          db,
          sql`with h as (${hours})
              select period, v.value, sum(n) as count
              from h, lateral jsonb_array_elements_text(case when jsonb_typeof(j) = 'array'
                then j else jsonb_build_array(j) end) as v(value)
              where v.value is not null
              group by 1, 2 order by 1, 3 desc, 2`,
        )
      : Promise.resolve([]),
  ]);
  return { totals, picks };
}

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
      const filters = checkResultFilters(questions, request.query, form);
      const kind = getQuestionType(question.type).summary;
      const picked = kind === 'counts' || kind === 'selections';
      const unit = sql.raw(`'${interval}'`);
      const rollup =
        !isFiltered(filters) && (await hourlyCounts(db, form.id, question.id, kind, timeZone));
      const [{ totals, picks }, { labels }] = await Promise.all([
        rollup
          ? trendFromHours(db, form.id, question.id, picked, unit, timeZone)
          : trendFromRows(db, form.id, question.id, picked, unit, timeZone, filters),
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
        if (picked)
          bucket.counts = mergeByLabel(byPeriod.get(bucket.period) ?? [], labels.get(question.id));
        return bucket;
      });
      return { questionId: question.id, interval, buckets };
    },
  );
}
