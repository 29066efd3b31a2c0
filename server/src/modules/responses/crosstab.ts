/**
 * GET /api/forms/{id}/crosstab and /crosstab.csv (issue 32, item 3): two questions' answers
 * counted by pair, under the results filters, in one statement. The responses in scope that
 * answered both are first grouped by their two answers' texts (`->>`, as a hand-written GROUP BY
 * does; extracting the JSON and printing it cost half as much again): a million rows become a
 * few hundred kinds of answer pair. Answers with equal texts have equal values ("1" and 1 are
 * both 1, a string and an object printed alike are one value), but for one case: a string can
 * read like an array, so each kind also counts how many of its rows hold arrays, asking the
 * JSON for its type only when a text opens with "[". Only those kinds are unnested into row and
 * column values (arrays item by item), and each kind counts its responses once per pair, per row
 * value, per column value and overall, as counting distinct responses did.
 *
 * The texts are computed in a subquery the planner keeps (`offset 0`): grouped directly, their
 * estimate comes from the `answers` column, whose every value is distinct, so the planner expects
 * a million groups and sorts (in parallel, spilling to disk) where hashing a few hundred is
 * enough; a subquery's output has the default estimate, and the flags are worked out from the
 * texts already extracted.
 *
 * Unfiltered, the kinds of answer pair come from the pair's counts instead (ADR 058), listed and
 * counted on the first such read and kept by the answer rollup's triggers: the same groups,
 * each with its count, without reading a response. The rest of the statement is the same.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  type CrosstabResponse,
  crosstabQuerySchema,
  crosstabResponseSchema,
} from '@core/api/crosstab';
import { formIdParamsSchema } from '@core/api/forms';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import type { Db } from '../../db/database';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import { ensurePairRollup } from './answer-rollup';
import { csvCell } from './export-responses';
import { queryRows } from './query-rows';
import { checkResultFilters, isFiltered, scopePredicate } from './result-filters/result-scope';
import { withValueSets } from './result-filters/value-sets';
import { withEveryChoice } from './summary-choices';
import { type ChoiceLabels, summaryQuestions } from './summary-versions';

type Query = z.infer<typeof crosstabQuerySchema>;

/** Questions whose answers fall into a handful of values. */
const CROSSABLE = new Set(['counts', 'selections', 'numbers']);

export function crossable(
  questions: readonly Question[],
  id: string,
  field: 'row' | 'column',
): Question {
  const q = questions.find((x) => x.id === id);
  if (q && CROSSABLE.has(getQuestionType(q.type).summary)) return q;
  const reason = q
    ? `${q.type} answers cannot be cross-tabulated (choices and scores only)`
    : `the form has no question "${id}"`;
  throw new AppError(400, ERROR_CODES.validation, `${field}: ${reason}`, {
    errors: { [field]: reason },
  });
}

/**
 * Whether an answer whose text is `text` is an array: a text opening with "[" (ascii 91) may be
 * one or a string reading like one, and only then is the row's JSON asked for its type.
 */
const isArray = (text: SQL, id: string): SQL =>
  sql`(case when ascii(${text}) = 91 then jsonb_typeof(answers -> ${id}) = 'array' else false end)`;

/** A grouped answer's values as rows: an array item by item, anything else its text. */
const valuesOf = (text: SQL, array: SQL): SQL =>
  sql`jsonb_array_elements_text(case when ${array} then ${text}::jsonb
    else jsonb_build_array(${text}) end)`;

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 10);

/** Values in the question's order (its choices first), then the others most answered first. */
function ordered(q: Question, totals: Map<string, number>) {
  const rows = [...totals.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  const laid = withEveryChoice(rows, getQuestionType(q.type).choices(q), (value) => ({
    value,
    count: 0,
  }));
  return laid.map(({ value, count }) => ({ value, count }));
}

export async function crosstab(
  db: Db,
  form: { id: string; languages: unknown },
  questions: readonly Question[],
  query: Query,
  labels: ChoiceLabels = new Map(),
): Promise<CrosstabResponse> {
  const rowQ = crossable(questions, query.row, 'row');
  const colQ = crossable(questions, query.column, 'column');
  const filters = checkResultFilters(questions, query, form);
  let texts: SQL;
  if (isFiltered(filters)) {
    const scope = scopePredicate(await withValueSets(db, form.id, filters));
    texts = sql`select rt, ct, count(*) as n, count(*) filter (where ra) as nr,
            count(*) filter (where ca) as nc, count(*) filter (where ra and ca) as nrc
          from (
            select rt, ct, ${isArray(sql`rt`, rowQ.id)} as ra, ${isArray(sql`ct`, colQ.id)} as ca
            from (
              select answers ->> ${rowQ.id} as rt, answers ->> ${colQ.id} as ct, answers
              from responses
              where form_id = ${form.id} and answers ? ${rowQ.id} and answers ? ${colQ.id} and ${scope}
              offset 0) as scoped
            offset 0) as typed
          group by 1, 2`;
  } else {
    // Unfiltered: the pair's counts (ADR 058), the same kinds of answer pair as the scan groups.
    await ensurePairRollup(db, form.id, rowQ.id, colQ.id);
    texts = sql`select rt, ct, sum(n) as n, coalesce(sum(n) filter (where ra), 0) as nr,
            coalesce(sum(n) filter (where ca), 0) as nc,
            coalesce(sum(n) filter (where ra and ca), 0) as nrc
          from (
            select row_answer #>> '{}' as rt, column_answer #>> '{}' as ct,
              jsonb_typeof(row_answer) = 'array' as ra, jsonb_typeof(column_answer) = 'array' as ca,
              sum(n) as n
            from answer_pair_counts
            where form_id = ${form.id} and row_id = ${rowQ.id} and column_id = ${colQ.id}
            group by row_key, column_key, row_answer, column_answer
            having sum(n) <> 0) as counted
          group by 1, 2`;
  }
  const rows = await queryRows<{
    r: string | null;
    c: string | null;
    n: string | number;
    g: number;
  }>(
    db,
    sql`with texts as (${texts}),
        answered as (
          select t.rt, k.ra, t.ct, k.ca, k.n from texts t, lateral (values
            (false, false, t.n - t.nr - t.nc + t.nrc), (true, false, t.nr - t.nrc),
            (false, true, t.nc - t.nrc), (true, true, t.nrc)) as k(ra, ca, n)
          where k.n > 0),
        picked as (
          select distinct a.rt, a.ra, a.ct, a.ca, a.n, rv.value as r, cv.value as c
          from answered a, lateral ${valuesOf(sql`a.rt`, sql`a.ra`)} as rv(value),
            lateral ${valuesOf(sql`a.ct`, sql`a.ca`)} as cv(value)
          where rv.value is not null and cv.value is not null)
        select r, c, sum(n) as n, 0 as g from picked group by r, c
        union all select r, null, sum(n), 1 from (select distinct rt, ra, ct, ca, n, r from picked) x group by r
        union all select null, c, sum(n), 2 from (select distinct rt, ra, ct, ca, n, c from picked) x group by c
        union all select null, null, coalesce(sum(n), 0), 3 from (select distinct rt, ra, ct, ca, n from picked) x`,
  );
  const pairs = new Map<string, number>();
  const rowTotals = new Map<string, number>();
  const columnTotals = new Map<string, number>();
  let total = 0;
  // Across versions two wordings of one option are one value, under its newest label (ADR 037);
  // a response was answered against one version, so their counts add up without overlap.
  const rowLabel = labels.get(rowQ.id) ?? ((v: string) => v);
  const columnLabel = labels.get(colQ.id) ?? ((v: string) => v);
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const row of rows) {
    const n = Number(row.n);
    // g: 0 a pair, 1 a row value's total, 2 a column value's, 3 everything.
    const g = Number(row.g);
    if (g === 0) add(pairs, JSON.stringify([rowLabel(row.r!), columnLabel(row.c!)]), n);
    else if (g === 1) add(rowTotals, rowLabel(row.r!), n);
    else if (g === 2) add(columnTotals, columnLabel(row.c!), n);
    else total = n;
  }
  const rowsOut = ordered(rowQ, rowTotals);
  const columnsOut = ordered(colQ, columnTotals);
  return {
    row: { questionId: rowQ.id, title: rowQ.title },
    column: { questionId: colQ.id, title: colQ.title },
    cells: rowsOut.flatMap((r) =>
      columnsOut.map((c) => {
        const count = pairs.get(JSON.stringify([r.value, c.value])) ?? 0;
        return { row: r.value, column: c.value, count, percent: pct(count, r.count) };
      }),
    ),
    rowTotals: rowsOut,
    columnTotals: columnsOut,
    total,
  };
}

/** The table as CSV: a header of column values, a row per row value, totals last. */
export function crosstabCsv(table: CrosstabResponse): string {
  const line = (cells: string[]) => `${cells.map((cell) => csvCell(cell)).join(',')}\r\n`;
  const columns = table.columnTotals.map((c) => c.value);
  let out = `\uFEFF${line([`${table.row.title} \\ ${table.column.title}`, ...columns, 'Total'])}`;
  for (const r of table.rowTotals) {
    const cells = table.cells.filter((c) => c.row === r.value).map((c) => String(c.count));
    out += line([r.value, ...cells, String(r.count)]);
  }
  out += line(['Total', ...table.columnTotals.map((c) => String(c.count)), String(table.total)]);
  return out;
}

async function tableFor(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string }; Querystring: Query }>,
) {
  const form = await loadFormFor(request, request.params.id, 'view');
  const [questions, { labels }] = await Promise.all([
    loadQuestions(app.database.db, form.id),
    summaryQuestions(app.database.db, form.id, request.query.version),
  ]);
  return { form, table: await crosstab(app.database.db, form, questions, request.query, labels) };
}

export function registerCrosstab(app: FastifyInstance): void {
  const schema = {
    tags: ['responses'],
    params: formIdParamsSchema,
    querystring: crosstabQuerySchema,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/crosstab',
    {
      schema: {
        ...schema,
        summary: 'Two questions’ answers counted by pair',
        response: { 200: crosstabResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => (await tableFor(app, request)).table,
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/forms/:id/crosstab.csv',
      { schema: { ...schema, summary: 'The cross-tab as CSV' } },
      async (request, reply) => {
        const { form, table } = await tableFor(app, request);
        const name = `${form.title.replace(/[^\w .-]/g, '_').slice(0, 60) || 'crosstab'} crosstab`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(crosstabCsv(table));
      },
    );
}
