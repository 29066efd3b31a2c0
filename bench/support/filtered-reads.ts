/**
 * Issue 32 item 6: the results reads under filters, each against the SQL a person would write for
 * the same figures over the same rows, in the same run (bench/analytics). Each endpoint's answer
 * is checked against its hand SQL's, so a fast wrong answer cannot pass.
 *
 * - filteredSummaryMs: GET /summary with `drop EQUALS "Pro"` and the last 30 days, against the
 *   choice counts, averages and the grid over `answers->>'drop' = 'Pro'` in that range;
 * - crosstabMs: GET /crosstab?row=drop&column=color, against a GROUP BY of the two answers;
 * - trendMs: GET /trends?questionId=nps&interval=month, against date_trunc by month.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';
import { queryRows } from '../../server/src/modules/responses/query-rows';

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm: plans and caches, as a page that has been opened once
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}

type Get = (url: string) => Promise<unknown>;

export async function filteredReads(db: Db, formId: string, get: Get) {
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 24 * 3600 * 1000);
  const range = sql`created_at >= ${from.toISOString()}::timestamptz and created_at <= ${to.toISOString()}::timestamptz`;
  const inScope: SQL = sql`form_id = ${formId} and ${range} and answers->>'drop' = 'Pro'`;
  const rows = (query: SQL) => queryRows<Record<string, unknown>>(db, query);

  const filters = encodeURIComponent(
    JSON.stringify([{ questionId: 'drop', operator: 'EQUALS', value: 'Pro' }]),
  );
  const summaryUrl = `/api/forms/${formId}/summary?from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}&filters=${filters}`;
  const handSummary = () =>
    Promise.all([
      rows(sql`select count(*) n from responses where ${inScope}`),
      ...['color', 'ok'].map((q) =>
        rows(sql`select answers->>${q} v, count(*) from responses where ${inScope} group by 1`),
      ),
      rows(
        sql`select t, count(*) from responses, jsonb_array_elements_text(answers->'tags') t where ${inScope} group by 1`,
      ),
      ...['nps', 'stars', 'scale', 'age'].map((q) =>
        rows(sql`select avg((answers->>${q})::numeric), min((answers->>${q})::numeric), max((answers->>${q})::numeric),
                   count(*) filter (where (answers->>${q})::numeric >= 9) from responses where ${inScope}`),
      ),
      rows(
        sql`select e.key, e.value, count(*) from responses, jsonb_each_text(answers->'grid') e where ${inScope} group by 1, 2`,
      ),
    ]);
  const [[counted]] = await handSummary();
  const summary = (await get(summaryUrl)) as { totalResponses: number };
  if (summary.totalResponses !== Number(counted!.n))
    throw new Error(`filtered summary counted ${summary.totalResponses}, SQL ${counted!.n}`);

  const crosstabUrl = `/api/forms/${formId}/crosstab?row=drop&column=color`;
  const handCrosstab = () =>
    rows(sql`select answers->>'drop' r, answers->>'color' c, count(*) n from responses
             where form_id = ${formId} and answers ? 'drop' and answers ? 'color' group by 1, 2`);
  const cells = (await handCrosstab()).reduce((sum, row) => sum + Number(row.n), 0);
  const crosstab = (await get(crosstabUrl)) as { cells: { count: number }[] };
  const apiCells = crosstab.cells.reduce((sum, cell) => sum + cell.count, 0);
  if (apiCells !== cells) throw new Error(`cross-tab counted ${apiCells}, SQL ${cells}`);

  const trendUrl = `/api/forms/${formId}/trends?questionId=nps&interval=month&timeZone=UTC`;
  const handTrend = () =>
    rows(sql`select date_trunc('month', created_at, 'UTC') p, count(*) n, avg((answers->>'nps')::numeric) a
             from responses where form_id = ${formId} and answers ? 'nps' group by 1 order by 1`);
  const months = await handTrend();
  const trend = (await get(trendUrl)) as { buckets: { count: number }[] };
  if (trend.buckets.length !== months.length)
    throw new Error(`trend has ${trend.buckets.length} months, SQL ${months.length}`);

  const figures = {
    filteredSummaryMs: await timed(() => get(summaryUrl)),
    filteredSummarySqlMs: await timed(handSummary),
    crosstabMs: await timed(() => get(crosstabUrl)),
    crosstabSqlMs: await timed(handCrosstab),
    trendMs: await timed(() => get(trendUrl)),
    trendSqlMs: await timed(handTrend),
  };
  const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
  console.log(
    `filtered summary ${figures.filteredSummaryMs.toFixed(0)} ms (SQL ${figures.filteredSummarySqlMs.toFixed(0)}); cross-tab ${figures.crosstabMs.toFixed(0)} ms (SQL ${figures.crosstabSqlMs.toFixed(0)}); trend ${figures.trendMs.toFixed(0)} ms (SQL ${figures.trendSqlMs.toFixed(0)})`,
  );
  return {
    filteredRows: Number(counted!.n),
    filteredSummaryMs: Math.round(figures.filteredSummaryMs),
    filteredSummaryRatio: ratio(figures.filteredSummaryMs, figures.filteredSummarySqlMs),
    crosstabMs: Math.round(figures.crosstabMs),
    crosstabRatio: ratio(figures.crosstabMs, figures.crosstabSqlMs),
    trendMs: Math.round(figures.trendMs),
    trendRatio: ratio(figures.trendMs, figures.trendSqlMs),
  };
}
