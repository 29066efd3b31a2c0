/**
 * A PostgreSQL database with one 10-question form and N synthetic responses, generated in SQL
 * (generate_series), for bench/analytics, bench/export and bench/versions. The database is created
 * and dropped by the caller's `withBenchDatabase`. With `versions` above 1 the form has that many
 * published versions (ADR 036) and the responses are spread over them, each answered as its
 * version words the options and grid rows (see `wordingOf`).
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/src/db/database';
import { versionDefinitionOf } from '../../core/form/form-version';
import { formVersions, forms, questions, users } from '../../server/src/db/schema';
import { loadQuestions } from '../../server/src/modules/forms/form-mapping';
import { startAnswerRollup } from '../../server/src/modules/responses/answer-rollup';

export const BENCH_QUESTIONS = [
  {
    id: 'color',
    type: 'MULTIPLE_CHOICE',
    title: 'Colour',
    options: ['Red', 'Green', 'Blue', 'Other'],
  },
  { id: 'tags', type: 'CHECKBOX', title: 'Tags', options: ['a', 'b', 'c', 'd'] },
  { id: 'nps', type: 'NPS', title: 'Recommend?' },
  { id: 'stars', type: 'RATING', title: 'Stars' },
  { id: 'scale', type: 'SCALE', title: 'Scale' },
  { id: 'age', type: 'NUMBER', title: 'Age' },
  { id: 'ok', type: 'YES_NO', title: 'OK?' },
  {
    id: 'grid',
    type: 'MATRIX',
    title: 'Grid',
    matrixRows: ['Speed', 'Price'],
    matrixCols: ['Bad', 'Good'],
  },
  { id: 'drop', type: 'DROPDOWN', title: 'Plan', options: ['Free', 'Pro', 'Team'] },
  { id: 'comment', type: 'SHORT_TEXT', title: 'Comment' },
] as const;

/** Renamed in version 11: "Red" becomes "Crimson" (the same option). */
const RENAMED_OPTION_FROM = 11;
/** Renamed in version 16: the grid's "Speed" row becomes "Pace" (the same row). */
const RENAMED_ROW_FROM = 16;

/**
 * The questions as version `v` words them, with the stable ids a builder gives (ADR 037). Every
 * version also retitles the comment question, so no two versions are equal.
 */
export function wordingOf(v: number, versions: number) {
  return BENCH_QUESTIONS.map((q, order) => {
    const base = {
      id: q.id,
      type: q.type,
      title: q.id === 'comment' && versions > 1 ? `Comment (version ${v})` : q.title,
      order,
    };
    if ('options' in q) {
      const options: string[] = [...q.options];
      if (q.id === 'color' && v >= RENAMED_OPTION_FROM) options[0] = 'Crimson';
      return { ...base, options, optionIds: q.options.map((o) => `o${q.id}${o}`) };
    }
    if ('matrixRows' in q) {
      const matrixRows: string[] = [...q.matrixRows];
      if (v >= RENAMED_ROW_FROM) matrixRows[0] = 'Pace';
      return {
        ...base,
        matrixRows,
        matrixRowIds: q.matrixRows.map((r) => `r${r}`),
        matrixCols: [...q.matrixCols],
        matrixColIds: q.matrixCols.map((c) => `c${c}`),
      };
    }
    return base;
  });
}

function baseUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('This benchmark needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).');
  return url;
}

async function admin(text: string) {
  const c = new pg.Client({ connectionString: baseUrl() });
  await c.connect();
  await c.query(text).finally(() => c.end());
}

export async function withBenchDatabase<T>(
  rows: number,
  fn: (ctx: { database: Database; url: string; formId: string; userId: number }) => Promise<T>,
  { versions = 1 }: { versions?: number } = {},
): Promise<T> {
  const name = `formloom_bench_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const u = new URL(baseUrl());
  u.pathname = `/${name}`;
  const url = u.toString();
  // A connection for each of the hand-written summary's 15 statements, run at once: with 10, the
  // last five waited for one longer than the pool's 5 s limit on a quiet machine too (a million
  // rows scanned ten at a time on two cores) and the run failed before measuring anything.
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 16 });
  try {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ username: 'bench', email: 'bench@example.com', password: '!no-password' })
      .returning();
    const formId = 'benchform';
    await db.insert(forms).values({
      id: formId,
      title: 'Bench',
      ownerId: user!.id,
      published: true,
      publishedVersion: versions > 1 ? versions : null,
    });
    // The builder's draft words the form as the newest version does.
    await db.insert(questions).values(wordingOf(versions, versions).map((q) => ({ ...q, formId })));
    if (versions > 1) {
      await db.insert(formVersions).values(
        Array.from({ length: versions }, (_, i) => ({
          formId,
          number: i + 1,
          definition: versionDefinitionOf({
            title: 'Bench',
            questions: wordingOf(i + 1, versions),
          }),
          publishedBy: user!.id,
        })),
      );
    }
    // As saving the form in the builder does: the answers are counted as they arrive (ADR 014).
    await startAnswerRollup(db, formId, await loadQuestions(db, formId));
    const started = Date.now();
    // In chunks, so one statement never holds a million rows' worth of WAL at once. One response
    // every 30 s: a million span about a year, so a month's date range holds about a twelfth.
    const CHUNK = 200_000;
    for (let offset = 0; offset < rows; offset += CHUNK) {
      const n = Math.min(CHUNK, rows - offset);
      await db.execute(sql`
        insert into responses (form_id, answers, completed, created_at, form_version)
        select ${formId}::text, jsonb_build_object(
          'color', (case when v >= ${RENAMED_OPTION_FROM} then array['Crimson','Green','Blue','Other']
            else array['Red','Green','Blue','Other'] end)[1 + (i % 4)],
          'tags', case when i % 3 = 0 then '["a","c"]'::jsonb when i % 3 = 1 then '["b"]'::jsonb else '["a","b","d"]'::jsonb end,
          'nps', i % 11, 'stars', 1 + (i % 5), 'scale', 1 + (i % 10), 'age', 18 + (i % 60),
          'ok', (i % 2 = 0),
          'grid', jsonb_build_object(case when v >= ${RENAMED_ROW_FROM} then 'Pace' else 'Speed' end, case when i % 2 = 0 then 'Good' else 'Bad' end, 'Price', case when i % 5 = 0 then 'Bad' else 'Good' end),
          'drop', (array['Free','Pro','Team'])[1 + (i % 3)],
          'comment', 'comment number ' || i
        ), true, now() - (i * 30 || ' seconds')::interval, case when ${versions} > 1 then v end
        from generate_series(${offset + 1}::int, ${offset + n}::int) as i,
          lateral (select 1 + (i * 7 / 3) % ${versions} as v) as version`);
    }
    // A table that grew over months has been vacuumed: without this, autovacuum's first pass over
    // the new million rows (and the hint bits every first read sets) would run during the
    // measurements, on the same two cores.
    await db.execute(sql`vacuum analyze responses`);
    console.log(`seeded ${rows} responses in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return await fn({ database, url, formId, userId: user!.id });
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}
