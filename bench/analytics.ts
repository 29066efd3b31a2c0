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
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { answerRollups } from '../server/src/db/schema';
import { startUserSession } from '../server/src/plugins/session';
import { filteredReads } from './support/filtered-reads';
import { withBenchDatabase } from './support/million-responses';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(): Promise<Record<string, unknown>> {
  return withBenchDatabase(ROWS, async ({ database, url, formId, userId }) => {
    const { db } = database;
    const handWritten = async () => {
      await Promise.all([
        db.execute(
          sql`select answers->>'color' v, count(*) from responses where form_id = ${formId} group by 1`,
        ),
        db.execute(
          sql`select answers->>'drop' v, count(*) from responses where form_id = ${formId} group by 1`,
        ),
        db.execute(
          sql`select answers->>'ok' v, count(*) from responses where form_id = ${formId} group by 1`,
        ),
        db.execute(
          sql`select t, count(*) from responses, jsonb_array_elements_text(answers->'tags') t where form_id = ${formId} group by 1`,
        ),
        ...['nps', 'stars', 'scale', 'age'].map((q) =>
          db.execute(sql`select avg((answers->>${q})::numeric), min((answers->>${q})::numeric), max((answers->>${q})::numeric),
                         count(*) filter (where (answers->>${q})::numeric >= 9) from responses where form_id = ${formId}`),
        ),
        ...['nps', 'stars', 'scale', 'age'].map((q) =>
          db.execute(
            sql`select answers->>${q}, count(*) from responses where form_id = ${formId} group by 1`,
          ),
        ),
        db.execute(
          sql`select e.key, e.value, count(*) from responses, jsonb_each_text(answers->'grid') e where form_id = ${formId} group by 1, 2`,
        ),
        db.execute(
          sql`select answers->'comment' from responses where form_id = ${formId} order by created_at desc limit 10`,
        ),
      ]);
    };
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      WEB_DIST_DIR: '/nonexistent',
    });
    const app = await buildApp(config, { database });
    // A signed-in owner: a test-only route opens the session the way sign-in does.
    app.post('/bench/sign-in', async (request, reply) => {
      const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
      await startUserSession(request, reply, user!);
      return { ok: true };
    });
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/bench/sign-in',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: {},
    });
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const endpoint = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/forms/${formId}/summary`,
        headers: { cookie },
      });
      if (res.statusCode !== 200) throw new Error(`summary failed: ${res.statusCode} ${res.body}`);
      const { totalResponses } = res.json() as { totalResponses: number };
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
    const filtered = await filteredReads(db, formId, async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
      return res.json();
    });
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
