/**
 * One side of bench/submit, run in its own process pinned to one core: either the real app
 * (`app`) or the baseline, a bare Fastify route doing one INSERT into the same PostgreSQL
 * (`baseline`). Prints `READY <port> <formId>` when listening.
 *
 * With BENCH_DRIVER=pglite the second argument is a data directory instead of a URL, and each side
 * has a PGlite of its own there (one process per data directory): the baseline is then a bare
 * route doing one INSERT into its embedded PGlite, and `seed` is run once per side.
 *
 * The baseline writes to `bench_baseline_responses`, a copy of `responses` with its columns,
 * defaults, indexes and foreign key to the form but none of its triggers: the bare INSERT the
 * goal is measured against, not one that also pays for the app's answer rollup (ADR 014). BENCH_NO_ROLLUP=1 leaves the
 * form's questions out of the rollup, to measure what counting the answers costs a submission.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { forms, questions } from '../../server/src/db/schema';
import { loadQuestions } from '../../server/src/modules/forms/form-mapping';
import { startAnswerRollup } from '../../server/src/modules/responses/answer-rollup';

const [mode, url, formId] = process.argv.slice(2) as [string, string, string];
const POOL = Number(process.env.BENCH_POOL ?? 10);
const PGLITE = process.env.BENCH_DRIVER === 'pglite';

const open = () =>
  PGLITE
    ? openDatabase({ driver: 'pglite', dataDir: url })
    : openDatabase({ driver: 'postgres', url, poolSize: POOL });

const BASELINE_INSERT =
  'insert into bench_baseline_responses (form_id, answers, completed, draft_id) values ($1, $2, true, $3) returning id';

async function main() {
  if (mode === 'baseline' && PGLITE) {
    const database = await open();
    const app = Fastify({ logger: false });
    app.post('/baseline', async (request, reply) => {
      const body = request.body as { draftId: string; answers: unknown };
      const [row] = await database.prepared<{ id: number }>('baseline', BASELINE_INSERT, [
        formId,
        JSON.stringify(body.answers),
        body.draftId,
      ]);
      return reply.status(201).send({ responseId: row!.id });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`READY ${(app.server.address() as { port: number }).port} ${formId}`);
    return;
  }
  if (mode === 'baseline') {
    const pool = new pg.Pool({ connectionString: url, max: POOL });
    const app = Fastify({ logger: false });
    app.post('/baseline', async (request, reply) => {
      const body = request.body as { draftId: string; answers: unknown };
      const { rows } = await pool.query<{ id: number }>(BASELINE_INSERT, [
        formId,
        JSON.stringify(body.answers),
        body.draftId,
      ]);
      return reply.status(201).send({ responseId: rows[0]!.id });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`READY ${(app.server.address() as { port: number }).port} ${formId}`);
    return;
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(PGLITE ? { DATA_DIR: url } : { DATABASE_URL: url }),
    SUBMIT_RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: '/nonexistent',
    // BENCH_METRICS=1: with GET /metrics on, so its request hook is part of what is measured.
    ...(process.env.BENCH_METRICS === '1'
      ? { METRICS_TOKEN: 'bench-metrics-token-0123456789' }
      : {}),
  });
  const database = await open();
  if (mode === 'seed') {
    await database.db
      .insert(forms)
      .values({ id: formId, title: 'Bench', anonymousId: 'bench', published: true });
    await database.db.insert(questions).values([
      { formId, id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0, required: true },
      { formId, id: 'email', type: 'EMAIL', title: 'Email', order: 1 },
      { formId, id: 'nps', type: 'NPS', title: 'Recommend?', order: 2 },
      {
        formId,
        id: 'color',
        type: 'MULTIPLE_CHOICE',
        title: 'Colour',
        order: 3,
        options: ['Red', 'Green', 'Blue'],
      },
      {
        formId,
        id: 'tags',
        type: 'CHECKBOX',
        title: 'Tags',
        order: 4,
        options: ['a', 'b', 'c', 'd'],
      },
      { formId, id: 'age', type: 'NUMBER', title: 'Age', order: 5 },
      { formId, id: 'when', type: 'DATE', title: 'When', order: 6 },
      { formId, id: 'ok', type: 'YES_NO', title: 'OK?', order: 7 },
      { formId, id: 'rate', type: 'RATING', title: 'Rate', order: 8 },
      { formId, id: 'note', type: 'LONG_TEXT', title: 'Notes', order: 9 },
    ]);
    // As saving the form in the builder does: its answers are counted as they arrive.
    if (!process.env.BENCH_NO_ROLLUP)
      await startAnswerRollup(database.db, formId, await loadQuestions(database.db, formId));
    await database.db.execute(
      sql`create table bench_baseline_responses (like responses including all,
        foreign key (form_id) references forms (id) on delete cascade)`,
    );
    await database.close();
    console.log(`READY 0 ${formId}`);
    return;
  }
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`READY ${(app.server.address() as { port: number }).port} ${formId}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
