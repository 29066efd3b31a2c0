/**
 * Issue 32 item 6: the results reads under filters, each against the SQL a person would write for
 * the same figures over the same rows, in the same run (bench/analytics). Each endpoint's answer
 * is checked against its hand SQL's, so a fast wrong answer cannot pass.
 *
 * - filteredSummaryMs: GET /summary with `drop EQUALS "Pro"` and the last 30 days, against the
 *   choice counts, averages and the grid over `answers->>'drop' = 'Pro'` in that range;
 * - crosstabMs: GET /crosstab?row=drop&column=color, against a GROUP BY of the two answers, every
 *   cell and total compared; crosstabColdMs is the first such read, which lists the pair and
 *   counts the stored rows (ADR 058);
 * - trendMs: GET /trends?questionId=nps&interval=month, against date_trunc by month, every
 *   month's count and average compared; trendColdMs is the first read, which counts the hours.
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

async function once(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

interface Crosstab {
  cells: { row: string; column: string; count: number }[];
  rowTotals: { value: string; count: number }[];
  columnTotals: { value: string; count: number }[];
  total: number;
}

/** Every cell, row total, column total and the total equal the hand GROUP BY's. */
function checkCrosstab(hand: Record<string, unknown>[], api: Crosstab): void {
  const expected = new Map<string, number>();
  const rowTotals = new Map<string, number>();
  const columnTotals = new Map<string, number>();
  let total = 0;
  const add = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);
  for (const row of hand) {
    const n = Number(row.n);
    add(expected, JSON.stringify([row.r, row.c]), n);
    add(rowTotals, String(row.r), n);
    add(columnTotals, String(row.c), n);
    total += n;
  }
  const got = new Map(
    api.cells.filter((c) => c.count > 0).map((c) => [JSON.stringify([c.row, c.column]), c.count]),
  );
  const same = (a: Map<string, number>, b: Map<string, number>) =>
    a.size === b.size && [...a].every(([k, n]) => b.get(k) === n);
  const positive = (xs: { value: string; count: number }[]) =>
    new Map(xs.filter((x) => x.count > 0).map((x) => [x.value, x.count]));
  if (!same(expected, got)) throw new Error('cross-tab cells differ from the SQL');
  if (!same(rowTotals, positive(api.rowTotals))) throw new Error('cross-tab row totals differ');
  if (!same(columnTotals, positive(api.columnTotals)))
    throw new Error('cross-tab column totals differ');
  if (api.total !== total) throw new Error(`cross-tab total ${api.total}, SQL ${total}`);
}

interface Trend {
  buckets: { period: string; count: number; average?: number | null }[];
}

/** Every month's start, count and average (to the endpoint's two places) equal the hand SQL's. */
function checkTrend(hand: Record<string, unknown>[], api: Trend): void {
  if (api.buckets.length !== hand.length)
    throw new Error(`trend has ${api.buckets.length} months, SQL ${hand.length}`);
  hand.forEach((row, i) => {
    const b = api.buckets[i]!;
    const period = new Date(row.p as string | Date).toISOString();
    const average = Math.round(Number(row.a) * 100) / 100;
    if (b.period !== period || b.count !== Number(row.n) || b.average !== average)
      throw new Error(
        `trend month ${i}: ${JSON.stringify(b)}, SQL ${period} ${String(row.n)} ${average}`,
      );
  });
}

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
  const handCells = await handCrosstab();
  // The first cross-tab of the pair lists it and counts the stored rows (ADR 058): timed apart.
  const crosstabColdMs = await once(() => get(crosstabUrl));
  checkCrosstab(handCells, (await get(crosstabUrl)) as Crosstab);

  const trendUrl = `/api/forms/${formId}/trends?questionId=nps&interval=month&timeZone=UTC`;
  const handTrend = () =>
    rows(sql`select date_trunc('month', created_at, 'UTC') p, count(*) n, avg((answers->>'nps')::numeric) a
             from responses where form_id = ${formId} and answers ? 'nps' group by 1 order by 1`);
  const months = await handTrend();
  const trendColdMs = await once(() => get(trendUrl));
  checkTrend(months, (await get(trendUrl)) as Trend);

  const figures = {
    filteredSummaryMs: await timed(() => get(summaryUrl)),
    filteredSummarySqlMs: await timed(handSummary),
    crosstabColdMs,
    crosstabMs: await timed(() => get(crosstabUrl)),
    crosstabSqlMs: await timed(handCrosstab),
    trendColdMs,
    trendMs: await timed(() => get(trendUrl)),
    trendSqlMs: await timed(handTrend),
  };
  const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
  console.log(
    `filtered summary ${figures.filteredSummaryMs.toFixed(0)} ms (SQL ${figures.filteredSummarySqlMs.toFixed(0)}); cross-tab ${figures.crosstabMs.toFixed(0)} ms (first ${crosstabColdMs.toFixed(0)}; SQL ${figures.crosstabSqlMs.toFixed(0)}); trend ${figures.trendMs.toFixed(0)} ms (first ${trendColdMs.toFixed(0)}; SQL ${figures.trendSqlMs.toFixed(0)})`,
  );
  return {
    filteredRows: Number(counted!.n),
    filteredSummaryMs: Math.round(figures.filteredSummaryMs),
    filteredSummaryRatio: ratio(figures.filteredSummaryMs, figures.filteredSummarySqlMs),
    crosstabColdMs: Math.round(crosstabColdMs),
    crosstabMs: Math.round(figures.crosstabMs),
    crosstabRatio: ratio(figures.crosstabMs, figures.crosstabSqlMs),
    trendColdMs: Math.round(trendColdMs),
    trendMs: Math.round(figures.trendMs),
    trendRatio: ratio(figures.trendMs, figures.trendSqlMs),
  };
}
