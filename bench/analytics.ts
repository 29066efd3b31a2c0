/**
 * bench/analytics: the summary endpoint over 1,000,000 responses to a 10-question form, against
 * hand-written SQL aggregates over the same rows (the figures a person would compute by hand:
 * counts per choice, averages, the NPS split, the grid), in the same run on PostgreSQL.
 * Goal (DESIGN.md §7): ratio <= 1.5 and under 3 s.
 *
 * Then the results reads of issue 32 item 6 (support/filtered-reads.ts): the summary under one
 * equality filter and a one-month range, a cross-tab and a trend, each against hand-written SQL
 * over the same rows. Goal: each at most 300 ms and at most 1.5x its hand SQL.
 *
 * The form is set up as the builder leaves it, so the answer rollup (ADR 014) counts the rows as
 * they are seeded, and the endpoint reads counts. `coldMs` is the first summary of a form whose
 * rows were never counted (stored before the rollup existed): it counts them all, then answers.
 */
import { eq } from 'drizzle-orm';
import { answerRollups } from '../server/src/db/schema';
import { filteredReads } from './support/filtered-reads';
import { handWrittenSummary } from './support/hand-summary';
import { withBenchDatabase } from './support/million-responses';
import { ownerApp } from './support/owner-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(): Promise<Record<string, unknown>> {
  return withBenchDatabase(ROWS, async ({ database, url, formId, userId }) => {
    const { db } = database;
    const handWritten = () => handWrittenSummary(db, formId);
    const app = await ownerApp(database, url, userId);
    const endpoint = async () => {
      const { totalResponses } = await app.get<{ totalResponses: number }>(
        `/api/forms/${formId}/summary`,
      );
      if (totalResponses !== ROWS) throw new Error(`summary counted ${totalResponses} of ${ROWS}`);
    };
    await handWritten();
    await endpoint();
    const time = async (fn: () => Promise<void>) => {
      const t0 = performance.now();
      await fn();
      return performance.now() - t0;
    };
    const sqlTimes: number[] = [];
    const apiTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      sqlTimes.push(await time(handWritten));
      apiTimes.push(await time(endpoint));
    }
    // Forget the rollup: the next summary counts every stored row once, as for an older form.
    await db.delete(answerRollups).where(eq(answerRollups.formId, formId));
    const coldMs = await time(endpoint);
    const filtered = await filteredReads(db, formId, (path) => app.get(path));
    await app.close();
    const apiMs = median(apiTimes);
    const sqlMs = median(sqlTimes);
    console.log(
      `hand-written SQL: ${sqlMs.toFixed(0)} ms; summary endpoint: ${apiMs.toFixed(0)} ms (median of ${RUNS}); first summary of rows never counted: ${coldMs.toFixed(0)} ms`,
    );
    return {
      rows: ROWS,
      endpointMs: Math.round(apiMs),
      sqlMs: Math.round(sqlMs),
      ratio: Number((apiMs / sqlMs).toFixed(3)),
      coldMs: Math.round(coldMs),
      coldRatio: Number((coldMs / sqlMs).toFixed(3)),
      ...filtered,
    };
  });
}
