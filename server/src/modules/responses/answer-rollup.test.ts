/**
 * The answer rollup (ADR 014) must always equal a count taken afresh from the stored responses,
 * however they came and went: submitted through the API, inserted in bulk, deleted one by one or
 * with their form, stored before the rollup existed, or submitted while it was being counted.
 * `expectRollupMatchesResponses` is that fresh count, done in JavaScript from the rows, so it
 * shares nothing with the triggers it checks.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formSummaryResponseSchema } from '@core/api/responses';
import type { QuestionType } from '@core/form/enums';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import { answerCounts, answerRollups, responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { TOTAL } from './answer-rollup';
import { queryRows } from './query-rows';

let t: TestContext;
let owner: BrowserClient;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUESTIONS: [string, QuestionType][] = [
  ['color', 'MULTIPLE_CHOICE'],
  ['tags', 'CHECKBOX'],
  ['nps', 'NPS'],
  ['grid', 'MATRIX'],
  ['name', 'SHORT_TEXT'],
];

/** A published form of a new account (the free plan publishes a few forms per account). */
async function newForm(questions = QUESTIONS): Promise<string> {
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const created = await owner.post('/api/forms', {
    definition: {
      title: 'Rollup',
      questions: questions.map(([id, type], order) => makeQuestion(type, { id, order })),
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
  return id;
}

const submit = (formId: string, answers: Record<string, unknown>) =>
  new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers,
  });

/** JSON with object keys sorted, so equal answers compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The rollup's counts, and the same counts taken from the stored rows in JavaScript. */
async function rollupAndTruth(formId: string) {
  const { db } = t.database;
  const entries = await db.select().from(answerRollups).where(eq(answerRollups.formId, formId));
  const stored = await db
    .select({ answers: responses.answers })
    .from(responses)
    .where(eq(responses.formId, formId));
  const truth = new Map<string, number>();
  for (const { questionId, byValue } of entries) {
    for (const { answers } of stored) {
      const own = answers as Record<string, unknown>;
      if (questionId !== TOTAL && !(questionId in own)) continue;
      const key = `${questionId} ${byValue ? canonical(own[questionId]) : 'true'}`;
      truth.set(key, (truth.get(key) ?? 0) + 1);
    }
  }
  const counted = await db.select().from(answerCounts).where(eq(answerCounts.formId, formId));
  // A count is the sum of its shards.
  const rollup = new Map<string, number>();
  for (const c of counted) {
    const key = `${c.questionId} ${canonical(c.answer)}`;
    rollup.set(key, (rollup.get(key) ?? 0) + Number(c.n));
  }
  return { rollup, truth, entries };
}

async function expectRollupMatchesResponses(formId: string) {
  const { rollup, truth } = await rollupAndTruth(formId);
  expect(Object.fromEntries(rollup)).toEqual(Object.fromEntries(truth));
  return rollup;
}

async function summaryOf(formId: string) {
  const res = await owner.get(`/api/forms/${formId}/summary`);
  expect(res.statusCode).toBe(200);
  return formSummaryResponseSchema.parse(res.json());
}

describe('the answer rollup', () => {
  it('lists a new form’s questions, counted by value except text, and its total', async () => {
    const formId = await newForm();
    const { entries } = await rollupAndTruth(formId);
    const byId = Object.fromEntries(entries.map((e) => [e.questionId, e.byValue]));
    expect(byId).toEqual({
      [TOTAL]: false,
      color: true,
      tags: true,
      nps: true,
      grid: true,
      name: false,
    });
  });

  it('counts every submitted answer as it is stored', async () => {
    const formId = await newForm();
    const sent = [
      { color: 'Option 1', tags: ['Option 1', 'Option 3'], nps: 10, name: 'Ada' },
      { color: 'Option 1', tags: ['Option 2'], nps: 3, grid: { 'Row 1': 'Column 2' } },
      { color: 'Option 2', nps: 10, grid: { 'Row 2': 'Column 1', 'Row 1': 'Column 2' } },
      { name: 'Grace' },
    ];
    for (const answers of sent) expect((await submit(formId, answers)).statusCode).toBe(201);
    const rollup = await expectRollupMatchesResponses(formId);
    expect(rollup.get(`${TOTAL} true`)).toBe(4);
    expect(rollup.get('color "Option 1"')).toBe(2);
    expect(rollup.get('nps 10')).toBe(2);
    expect(rollup.get('name true')).toBe(2);
    // Key order does not split a grid answer in two.
    expect(rollup.get('grid {"Row 1":"Column 2","Row 2":"Column 1"}')).toBe(1);
    const summary = await summaryOf(formId);
    expect(summary.totalResponses).toBe(4);
    const color = summary.questions.find((q) => q.questionId === 'color');
    expect(color).toMatchObject({
      answered: 3,
      counts: [
        { value: 'Option 1', count: 2 },
        { value: 'Option 2', count: 1 },
        { value: 'Option 3', count: 0 },
      ],
    });
  });

  it('counts rows inserted many to a statement like submissions', async () => {
    const formId = await newForm();
    const rows = Array.from({ length: 250 }, (_, i) => ({
      formId,
      completed: true,
      answers: i % 5 === 0 ? {} : { color: `Option ${(i % 3) + 1}`, nps: i % 11, name: `n${i}` },
    }));
    await t.database.db.insert(responses).values(rows);
    const rollup = await expectRollupMatchesResponses(formId);
    expect(rollup.get(`${TOTAL} true`)).toBe(250);
    expect(rollup.get('name true')).toBe(200);
  });

  it('takes deleted responses off, and drops a count that reaches zero', async () => {
    const formId = await newForm();
    for (const color of ['Option 1', 'Option 1', 'Option 2']) {
      expect((await submit(formId, { color })).statusCode).toBe(201);
    }
    const ids = (await t.database.db
      .select({ id: responses.id, answers: responses.answers })
      .from(responses)
      .where(eq(responses.formId, formId))) as { id: number; answers: { color: string } }[];
    const second = ids.find((r) => r.answers.color === 'Option 2')!;
    const firstDelete = await owner.request({
      method: 'DELETE',
      url: `/api/forms/${formId}/responses`,
      payload: { ids: [second.id, ids[0]!.id] },
    });
    expect(firstDelete.json()).toEqual({ deleted: 2 });
    const rollup = await expectRollupMatchesResponses(formId);
    expect(rollup.get('color "Option 1"')).toBe(1);
    expect(rollup.has('color "Option 2"')).toBe(false);
    expect((await summaryOf(formId)).totalResponses).toBe(1);
  });

  it('counts the responses of a form stored before its rollup on its first summary', async () => {
    const formId = await newForm();
    // As a form from before the rollup: nothing listed, responses already stored.
    await t.database.db.delete(answerRollups).where(eq(answerRollups.formId, formId));
    await t.database.db.insert(responses).values([
      { formId, completed: true, answers: { color: 'Option 3', tags: ['Option 1'] } },
      { formId, completed: true, answers: { color: 'Option 3', name: 'Ada' } },
    ]);
    expect((await rollupAndTruth(formId)).rollup.size).toBe(0);
    const summary = await summaryOf(formId);
    expect(summary.totalResponses).toBe(2);
    expect(summary.questions.find((q) => q.questionId === 'color')).toMatchObject({
      answered: 2,
      counts: [
        { value: 'Option 1', count: 0, percent: 0, listed: true },
        { value: 'Option 2', count: 0, percent: 0, listed: true },
        { value: 'Option 3', count: 2, percent: 100, listed: true },
      ],
    });
    await expectRollupMatchesResponses(formId);
    // From then on the triggers keep it.
    expect((await submit(formId, { color: 'Option 1' })).statusCode).toBe(201);
    await expectRollupMatchesResponses(formId);
  });

  it('counts a question again when its summary kind changes', async () => {
    const formId = await newForm([['pick', 'SHORT_TEXT']]);
    for (const pick of ['Tea', 'Coffee', 'Tea']) {
      expect((await submit(formId, { pick })).statusCode).toBe(201);
    }
    const form = (await owner.get(`/api/forms/${formId}`)).json();
    const saved = await owner.put(`/api/forms/${formId}`, {
      version: form.version,
      definition: {
        title: 'Rollup',
        questions: [makeQuestion('MULTIPLE_CHOICE', { id: 'pick', options: ['Tea', 'Coffee'] })],
      },
    });
    expect(saved.statusCode).toBe(200);
    // The save does not count a form's stored responses (an autosave never scans): the summary does.
    const afterSave = await rollupAndTruth(formId);
    expect(afterSave.entries.find((e) => e.questionId === 'pick')?.byValue).toBe(false);
    const summary = await summaryOf(formId);
    expect(summary.questions[0]).toMatchObject({
      answered: 3,
      counts: [
        { value: 'Tea', count: 2 },
        { value: 'Coffee', count: 1 },
      ],
    });
    const { rollup, entries } = await rollupAndTruth(formId);
    expect(entries.find((e) => e.questionId === 'pick')?.byValue).toBe(true);
    expect(rollup.get('pick "Tea"')).toBe(2);
  });

  it('goes with its form', async () => {
    const formId = await newForm();
    expect((await submit(formId, { color: 'Option 1' })).statusCode).toBe(201);
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/forms/${formId}` })).statusCode,
    ).toBe(204);
    const { rollup, entries } = await rollupAndTruth(formId);
    expect(entries).toEqual([]);
    expect(rollup.size).toBe(0);
  });

  it('refuses to change a stored response’s answers or form, so no count can drift', async () => {
    const formId = await newForm();
    expect((await submit(formId, { color: 'Option 1' })).statusCode).toBe(201);
    const { db } = t.database;
    await expect(
      db
        .update(responses)
        .set({ answers: { color: 'Option 2' } })
        .where(eq(responses.formId, formId)),
    ).rejects.toThrow();
    // Other columns may change.
    await db
      .update(responses)
      .set({ referrer: 'https://example.com/' })
      .where(eq(responses.formId, formId));
    const rollup = await expectRollupMatchesResponses(formId);
    expect(rollup.get('color "Option 1"')).toBe(1);
  });

  it('misses no submission that arrives while a form’s responses are being counted', async () => {
    const formId = await newForm();
    const colors = ['Option 1', 'Option 2', 'Option 3'];
    await t.database.db.insert(responses).values(
      Array.from({ length: 400 }, (_, i) => ({
        formId,
        completed: true,
        answers: { color: colors[i % 3], nps: i % 11 },
      })),
    );
    // Forget the rollup, so the next summary counts all 400 while submissions keep arriving.
    await t.database.db.delete(answerRollups).where(eq(answerRollups.formId, formId));
    const submissions = Array.from({ length: 30 }, (_, i) =>
      submit(formId, { color: colors[i % 3], nps: 10 }),
    );
    const [summary, ...submitted] = await Promise.all([summaryOf(formId), ...submissions]);
    for (const res of submitted) expect(res.statusCode).toBe(201);
    expect(summary.totalResponses).toBeGreaterThanOrEqual(400);
    const rollup = await expectRollupMatchesResponses(formId);
    expect(rollup.get(`${TOTAL} true`)).toBe(430);
    const [tens] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from responses where form_id = ${formId} and answers ->> 'nps' = '10'`,
    );
    expect(rollup.get('nps 10')).toBe(tens!.n);
  });

  it('counts a response whose transaction is still open when the recount starts', async () => {
    const formId = await newForm();
    await t.database.db.delete(answerRollups).where(eq(answerRollups.formId, formId));
    const { db, driver } = t.database;
    let commit!: () => void;
    const released = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    // A submission in flight: its row is written (and its trigger has run) but not yet committed.
    const inFlight = db.transaction(async (tx) => {
      await tx
        .insert(responses)
        .values({ formId, completed: true, answers: { color: 'Option 2' } });
      inserted();
      await released;
    });
    await insertedYet;
    const summary = summaryOf(formId);
    try {
      if (driver === 'postgres') {
        // The recount must wait for the open transaction (the form's rollup lock), not count past it.
        await vi.waitFor(
          async () => {
            const [waiting] = await queryRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
            );
            expect(waiting!.n).toBe(1);
          },
          { timeout: 5000, interval: 20 },
        );
      }
      // (PGlite has one connection: the summary cannot start before the transaction ends.)
    } finally {
      commit();
    }
    await inFlight;
    expect((await summary).totalResponses).toBe(1);
    const rollup = await expectRollupMatchesResponses(formId);
    expect(rollup.get('color "Option 2"')).toBe(1);
  });
});
