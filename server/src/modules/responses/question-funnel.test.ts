/**
 * Drop-off per question (issue 32 item 4) against a tally computed here from the rule in
 * question-funnel.ts, over random drafts and responses sent through the public endpoints.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSummaryResponseSchema, type FunnelQuestion } from '@core/api/responses';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({
    env: { FREE_PUBLISHED_FORM_LIMIT: '100', SUBMIT_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

/** Two pages; a hidden field (on no page) is not a step. */
const QUESTIONS = [
  { id: 'a', type: 'SHORT_TEXT', title: 'Name' },
  { id: 'b', type: 'NUMBER', title: 'Age' },
  { id: 'h', type: 'HIDDEN_FIELD', title: 'Source', settings: { name: 'ref' } },
  { id: 'c', type: 'YES_NO', title: 'Again?' },
  { id: 'd', type: 'LONG_TEXT', title: 'Anything else?' },
].map((q, order) => ({ ...q, order }));
const STEPS = ['a', 'b', 'c', 'd'] as const;
const VALUES: Record<string, unknown> = { a: 'Ada', b: 36, c: true, d: 'No', h: 'mail' };

type Answered = Record<(typeof STEPS)[number] | 'h', boolean>;

/** The rule, restated: a draft stops on the step after its furthest answer (or on the last). */
function tally(drafts: Answered[], responses: Answered[]): FunnelQuestion[] {
  const rows = STEPS.map((id) => ({ questionId: id, reached: 0, answered: 0, left: 0 }));
  for (const answered of responses) {
    STEPS.forEach((id, i) => {
      rows[i]!.reached += 1;
      if (answered[id]) rows[i]!.answered += 1;
    });
  }
  for (const answered of drafts) {
    const furthest = STEPS.reduce((at, id, i) => (answered[id] ? i : at), -1);
    STEPS.forEach((id, i) => answered[id] && (rows[i]!.answered += 1));
    if (furthest < 0) continue;
    const stop = Math.min(furthest + 1, STEPS.length - 1);
    for (let i = 0; i <= stop; i += 1) rows[i]!.reached += 1;
    rows[stop]!.left += 1;
  }
  const titles = new Map(QUESTIONS.map((q) => [q.id, q.title]));
  return rows.map((row) => ({ ...row, title: titles.get(row.questionId)! }));
}

const answersOf = (answered: Answered) =>
  Object.fromEntries(
    Object.entries(answered).flatMap(([id, on]) => (on ? [[id, VALUES[id]]] : [])),
  );

const answeredArb = fc.record({
  a: fc.boolean(),
  b: fc.boolean(),
  c: fc.boolean(),
  d: fc.boolean(),
  h: fc.boolean(),
});

describe('drop-off per question', () => {
  it('matches a tally of random drafts and responses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answeredArb, { maxLength: 6 }),
        fc.array(answeredArb, { maxLength: 3 }),
        async (drafts, responses) => {
          const id = (
            await owner.post('/api/forms', {
              definition: {
                title: 'Steps',
                questions: QUESTIONS,
                pageBreaks: [{ id: 'p2', afterQuestionId: 'b', title: 'More' }],
              },
            })
          ).json().id as string;
          expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
          const respondent = new BrowserClient(t.app);
          for (const answered of drafts) {
            const url = `/api/public/forms/${id}/drafts/${crypto.randomUUID()}`;
            const res = await respondent.put(url, { answers: answersOf(answered) });
            expect(res.statusCode, res.body).toBeLessThan(300);
          }
          for (const answered of responses) {
            const res = await respondent.post(`/api/public/forms/${id}/responses`, {
              draftId: crypto.randomUUID(),
              answers: answersOf(answered),
            });
            expect(res.statusCode, res.body).toBe(201);
          }
          const summary = formSummaryResponseSchema.parse(
            (await owner.get(`/api/forms/${id}/summary`)).json(),
          );
          expect(summary.funnel.questions).toEqual(tally(drafts, responses));
        },
      ),
      { numRuns: 8 },
    );
  });

  it('follows the results filters: only completed responses leave the drafts out', async () => {
    const id = (
      await owner.post('/api/forms', { definition: { title: 'Two', questions: QUESTIONS } })
    ).json().id as string;
    await owner.post(`/api/forms/${id}/publish`);
    const respondent = new BrowserClient(t.app);
    await respondent.put(`/api/public/forms/${id}/drafts/${crypto.randomUUID()}`, {
      answers: { a: 'Ada' },
    });
    await respondent.post(`/api/public/forms/${id}/responses`, {
      draftId: crypto.randomUUID(),
      answers: { a: 'Bo', b: 3 },
    });
    const read = async (query: string) =>
      formSummaryResponseSchema
        .parse((await owner.get(`/api/forms/${id}/summary${query}`)).json())
        .funnel.questions.map((q) => [q.questionId, q.reached, q.answered, q.left]);
    expect(await read('')).toEqual([
      ['a', 2, 2, 0],
      ['b', 2, 1, 1],
      ['c', 1, 0, 0],
      ['d', 1, 0, 0],
    ]);
    expect(await read('?completed=true')).toEqual([
      ['a', 1, 1, 0],
      ['b', 1, 1, 0],
      ['c', 1, 0, 0],
      ['d', 1, 0, 0],
    ]);
  });

  it('has no steps for a form of one question', async () => {
    const id = (
      await owner.post('/api/forms', {
        definition: {
          title: 'One',
          questions: [{ id: 'a', type: 'SHORT_TEXT', title: 'A', order: 0 }],
        },
      })
    ).json().id as string;
    const summary = formSummaryResponseSchema.parse(
      (await owner.get(`/api/forms/${id}/summary`)).json(),
    );
    expect(summary.funnel.questions).toEqual([]);
  });
});
