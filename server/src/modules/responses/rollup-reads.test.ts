/**
 * The trend and cross-tab rollups (ADR 058): an unfiltered trend or cross-tab, read from the
 * hourly and pair counts, equals the same read over the rows (the scan path, taken here with a
 * `from` that every row passes) for random responses: after the first read lists and counts
 * them, after responses inserted, deleted or moved in time since, in several time zones (Europe/
 * Berlin changes its offset; Asia/Kolkata's half hour reads the rows) and for day, week and month.
 * Answers include what reads alike but is stored differently (1 and 1.0, a string that reads like
 * an array, null, objects).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@core/form/definition';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import type { BrowserClient } from '../../test-support/browser-client';
import { ownerWithForm } from '../../test-support/stored-responses';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { queryRows } from './query-rows';

const PLANS = ['Free', 'Pro', 'Team'];
const QUESTIONS: Question[] = [
  makeQuestion('MULTIPLE_CHOICE', { id: 'plan', title: 'Plan', order: 0, options: PLANS }),
  makeQuestion('RATING', { id: 'stars', title: 'Stars', order: 1 }),
  makeQuestion('CHECKBOX', { id: 'tags', title: 'Tags', order: 2, options: PLANS }),
  makeQuestion('SHORT_TEXT', { id: 'note', title: 'Note', order: 3 }),
];
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];
const INTERVALS = ['day', 'week', 'month'] as const;
/** The scan path: a range every row is in is a filter, so the rows are read. */
const EVERYTHING = `from=${encodeURIComponent('1900-01-01T00:00:00.000Z')}`;

/** Answers as JSON text, so that 1.0 stays 1.0 in the database. */
const valueArb = fc.constantFrom(
  '"Free"',
  '"Pro"',
  '"Team"',
  '"[\\"Pro\\"]"',
  '1',
  '1.0',
  '2',
  '4.5',
  '"3"',
  'null',
  '["Free","Pro"]',
  '["Pro","Pro"]',
  '["Team"]',
  '[]',
  '{"a":1}',
);
const answersArb = fc
  .record({ plan: valueArb, stars: valueArb, tags: valueArb, note: valueArb }, { requiredKeys: [] })
  .map(
    (answers) =>
      `{${Object.entries(answers)
        .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
        .join(',')}}`,
  );
const MINUTE = 60_000;
/** Any minute over most of a year, or an instant next to a period edge somewhere. */
const atArb = fc.oneof(
  fc
    .integer({
      min: Date.parse('2025-12-20T00:00:00Z') / MINUTE,
      max: Date.parse('2026-11-10T00:00:00Z') / MINUTE,
    })
    .map((m) => new Date(m * MINUTE).toISOString()),
  fc.constantFrom(
    '2026-03-28T22:59:59Z', // Berlin: the last second of 28 March (UTC+1)
    '2026-03-28T23:00:00Z',
    '2026-03-29T00:59:59Z', // Berlin moves to UTC+2 at 01:00 UTC
    '2026-03-29T01:00:00Z',
    '2026-03-29T22:00:00Z', // Berlin: midnight of 30 March (UTC+2)
    '2026-10-24T21:59:59Z',
    '2026-10-25T00:30:00Z', // Berlin moves back to UTC+1 at 01:00 UTC
    '2026-10-25T01:30:00Z',
    '2026-10-25T23:00:00Z',
    '2026-02-28T18:29:59Z', // Kolkata: the last second of February
    '2026-02-28T18:30:00Z',
    '2026-03-08T07:00:00Z', // New York springs forward
    '2026-02-28T23:59:59Z',
    '2026-03-01T00:00:00Z',
  ),
);
const rowArb = fc.record({ answers: answersArb, at: atArb });
type Row = { answers: string; at: string };

let t: TestContext;
let owner: BrowserClient;
let formId: string;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, formId } = await ownerWithForm(t, 'Rollups', QUESTIONS));
});
afterAll(() => t?.close());

/** Stores rows in one statement, each with a referrer of its own; returns the referrers. */
async function insert(rows: readonly Row[], form = formId): Promise<string[]> {
  const refs = rows.map(() => `r${(serial += 1)}`);
  if (rows.length === 0) return refs;
  const payload = JSON.stringify(rows.map((row, i) => ({ ...row, ref: refs[i] })));
  await t.database.db.execute(sql`insert into responses
      (form_id, answers, completed, referrer, created_at)
    select ${form}, (r ->> 'answers')::jsonb, true, r ->> 'ref', (r ->> 'at')::timestamptz
    from jsonb_array_elements(${payload}::jsonb) as r`);
  return refs;
}

async function remove(refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return;
  await t.database.db.execute(sql`delete from responses
    where form_id = ${formId} and referrer in (select jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb))`);
}

async function move(refs: readonly string[], minutes: number): Promise<void> {
  if (refs.length === 0) return;
  await t.database.db.execute(sql`update responses
    set created_at = created_at + make_interval(mins => ${minutes})
    where form_id = ${formId} and referrer in (select jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb))`);
}

/** Starts over: no responses, nothing listed (the next read lists and counts). */
async function reset(unlist: boolean): Promise<void> {
  const { db } = t.database;
  await db.execute(sql`delete from responses where form_id = ${formId}`);
  if (!unlist) return;
  await db.execute(sql`delete from answer_trends where form_id = ${formId}`);
  await db.execute(sql`delete from answer_pairs where form_id = ${formId}`);
}

async function read(path: string): Promise<unknown> {
  const res = await owner.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function count(table: 'answer_trends' | 'answer_pairs'): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    t.database.db,
    sql`select count(*) as n from ${sql.raw(table)} where form_id = ${formId}`,
  );
  return Number(row!.n);
}

/** The unfiltered read equals the scan's, and (for whole-hour zones) the rollup was listed. */
async function sameTrend(questionId: string, timeZone: string, interval: string): Promise<void> {
  const base = `/api/forms/${formId}/trends?questionId=${questionId}&interval=${interval}&timeZone=${encodeURIComponent(timeZone)}`;
  const fromRollup = await read(base);
  expect(fromRollup).toEqual(await read(`${base}&${EVERYTHING}`));
  if (timeZone !== 'Asia/Kolkata') expect(await count('answer_trends')).toBeGreaterThan(0);
}

async function sameCrosstab(row: string, column: string): Promise<void> {
  const base = `/api/forms/${formId}/crosstab?row=${row}&column=${column}`;
  const fromRollup = await read(base);
  expect(fromRollup).toEqual(await read(`${base}&${EVERYTHING}`));
  expect(await count('answer_pairs')).toBeGreaterThan(0);
}

/** What a run does: rows, a first read, then more rows, deletes and moves, and a read again. */
const scenarioArb = fc.record({
  unlist: fc.boolean(),
  first: fc.array(rowArb, { maxLength: 25 }),
  later: fc.array(rowArb, { maxLength: 10 }),
  deleted: fc.array(fc.nat(), { maxLength: 8 }),
  moved: fc.array(fc.nat(), { maxLength: 4 }),
  minutes: fc.integer({ min: -3000, max: 3000 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

async function play(s: Scenario, check: () => Promise<void>): Promise<void> {
  await reset(s.unlist);
  // Two statements, so the triggers' counts meet the listing's.
  const half = Math.floor(s.first.length / 2);
  const stored = [
    ...(await insert(s.first.slice(0, half))),
    ...(await insert(s.first.slice(half))),
  ];
  await check();
  stored.push(...(await insert(s.later)));
  const pick = (ns: number[]) =>
    stored.length === 0 ? [] : [...new Set(ns.map((n) => stored[n % stored.length]!))];
  await remove(pick(s.deleted));
  await move(pick(s.moved), s.minutes);
  await check();
}

describe('trend rollup', () => {
  it('equals the scan after listing, inserts, deletes and moves, in any zone and interval', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenarioArb,
        fc.constantFrom('plan', 'stars', 'tags', 'note'),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...INTERVALS),
        async (s, questionId, zone, interval) =>
          play(s, () => sameTrend(questionId, zone, interval)),
      ),
      { numRuns: 40 },
    );
  });

  it('reads every zone and interval alike from one listing, across both DST changes', async () => {
    await reset(true);
    const rows = fc.sample(rowArb, { numRuns: 60, seed: 58 });
    await insert(rows);
    for (const zone of ZONES)
      for (const interval of INTERVALS)
        for (const q of ['stars', 'tags']) await sameTrend(q, zone, interval);
    await insert(fc.sample(rowArb, { numRuns: 20, seed: 59 }));
    for (const zone of ZONES) await sameTrend('stars', zone, 'week');
  });

  it('lists nothing for a half-hour zone, and counts hours only for listed questions', async () => {
    await reset(true);
    await insert([{ answers: '{"stars":3,"plan":"Pro"}', at: '2026-02-28T18:45:00Z' }]);
    await sameTrend('stars', 'Asia/Kolkata', 'day');
    expect(await count('answer_trends')).toBe(0);
    await sameTrend('stars', 'Europe/Berlin', 'day');
    await insert([{ answers: '{"stars":4,"plan":"Team"}', at: '2026-03-01T10:00:00Z' }]);
    const hours = await queryRows<{ question_id: string; n: string | number }>(
      t.database.db,
      sql`select question_id, sum(n) as n from answer_hours where form_id = ${formId} group by 1`,
    );
    expect(hours.map((h) => [h.question_id, Number(h.n)])).toEqual([['stars', 2]]);
  });
});

describe('listing', () => {
  it('misses no response stored while the first reads count the stored ones', async () => {
    await reset(true);
    await insert(fc.sample(rowArb, { numRuns: 300, seed: 60 }));
    const more = fc.sample(rowArb, { numRuns: 30, seed: 61 });
    const base = `/api/forms/${formId}`;
    await Promise.all([
      read(`${base}/trends?questionId=stars&interval=week&timeZone=Europe%2FBerlin`),
      read(`${base}/crosstab?row=plan&column=tags`),
      ...more.map((row) => insert([row])),
    ]);
    await sameTrend('stars', 'Europe/Berlin', 'week');
    await sameCrosstab('plan', 'tags');
  });
});

describe('zones', () => {
  it('reads the rows for a zone whose offset was not whole hours within the range', async () => {
    await reset(true);
    // Amsterdam kept +00:19:32 until 1937, whole hours now: its days then started mid-hour, so
    // one UTC hour's responses fell on two days.
    await insert([
      { answers: '{"stars":3}', at: '1930-05-01T23:30:00Z' },
      { answers: '{"stars":4}', at: '1930-05-01T23:50:00Z' },
      { answers: '{"stars":5}', at: '2026-03-01T10:00:00Z' },
    ]);
    for (const interval of INTERVALS) await sameTrend('stars', 'Europe/Amsterdam', interval);
    // (23:30 and 23:50 UTC are 23:49:32 on 1 May and 00:09:32 on 2 May there, with PostgreSQL's
    // full zone data; the check reads whatever zone data the database has.)
  });
});

describe('deletes', () => {
  it('leave no counter behind once every response it counted is gone', async () => {
    await reset(true);
    const refs = await insert([
      { answers: '{"stars":3,"plan":"Pro","tags":["Pro"]}', at: '2026-03-01T10:00:00Z' },
      { answers: '{"stars":4,"plan":"Team","tags":[]}', at: '2026-03-01T10:20:00Z' },
    ]);
    await sameTrend('stars', 'UTC', 'day');
    await sameCrosstab('plan', 'tags');
    await insert([
      { answers: '{"stars":5,"plan":"Pro","tags":["Team"]}', at: '2026-03-02T10:00:00Z' },
    ]);
    await remove(refs);
    const left = async () =>
      queryRows<{ hours: string | number; pairs: string | number }>(
        t.database.db,
        sql`select (select count(*) from answer_hours where form_id = ${formId}) as hours,
          (select count(*) from answer_pair_counts where form_id = ${formId}) as pairs`,
      );
    // The third response's hour and pair stay, the first two's are gone.
    expect((await left()).map((r) => [Number(r.hours), Number(r.pairs)])).toEqual([[1, 1]]);
    await sameTrend('stars', 'UTC', 'day');
    await sameCrosstab('plan', 'tags');
  });
});

describe('cross-tab rollup', () => {
  it('equals the scan after listing, inserts, deletes and moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenarioArb,
        fc.constantFrom(
          ['plan', 'stars'],
          ['plan', 'tags'],
          ['tags', 'stars'],
          ['stars', 'plan'],
          ['tags', 'tags'],
        ),
        async (s, [row, column]) => play(s, () => sameCrosstab(row!, column!)),
      ),
      { numRuns: 40 },
    );
  });

  it('goes with its form', async () => {
    const other = await ownerWithForm(t, 'Gone', QUESTIONS);
    const saved = formId;
    formId = other.formId;
    owner = other.owner;
    await insert([
      { answers: '{"stars":3,"plan":"Pro","tags":["Pro"]}', at: '2026-03-01T10:00:00Z' },
    ]);
    await sameCrosstab('plan', 'tags');
    await sameTrend('tags', 'UTC', 'month');
    expect((await owner.delete(`/api/forms/${formId}`)).statusCode).toBeLessThan(300);
    const left = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select (select count(*) from answer_hours where form_id = ${formId})
        + (select count(*) from answer_pair_counts where form_id = ${formId}) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    formId = saved;
  });
});
