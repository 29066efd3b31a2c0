/**
 * A summary shows every choice of a question (issue 28): the options nobody chose at 0, in the
 * form's order, and answers whose option the form no longer offers after them, marked unlisted.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSummaryResponseSchema, type QuestionSummary } from '@core/api/responses';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import type { QuestionOverrides } from '@core/question-types/shared/answer-cases';
import type { QuestionType } from '@core/form/enums';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { withEveryCell, withEveryChoice } from './summary-choices';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

type Spec = [id: string, type: QuestionType, overrides: QuestionOverrides];
const questionsOf = (specs: Spec[]) =>
  specs.map(([id, type, overrides], order) =>
    makeQuestion(type, { id, title: id, order, ...overrides }),
  );

async function publishedForm(specs: Spec[]) {
  const created = await owner.post('/api/forms', {
    definition: { title: 'Choices', questions: questionsOf(specs) },
  });
  const id = created.json().id as string;
  expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
  return id;
}

async function save(formId: string, specs: Spec[]) {
  const { version } = (await owner.get(`/api/forms/${formId}`)).json();
  const saved = await owner.put(`/api/forms/${formId}`, {
    version,
    definition: { title: 'Choices', questions: questionsOf(specs) },
  });
  expect(saved.statusCode).toBe(200);
}

async function submit(formId: string, answers: Record<string, unknown>) {
  const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function summaryOf(formId: string, questionId: string): Promise<QuestionSummary> {
  const summary = formSummaryResponseSchema.parse(
    (await owner.get(`/api/forms/${formId}/summary`)).json(),
  );
  return summary.questions.find((q) => q.questionId === questionId)!;
}

const counted = (summary: QuestionSummary) =>
  summary.counts?.map((c) => [c.value, c.count, c.percent, c.listed]);

const MEALS = ['Breakfast', 'Lunch', 'Dinner', 'Drinks'];

describe('every choice in the summary', () => {
  it('lists every option of a choice question, in the form’s order, with those nobody chose at 0', async () => {
    const formId = await publishedForm([
      ['meal', 'MULTIPLE_CHOICE', { options: MEALS }],
      ['menu', 'DROPDOWN', { options: MEALS }],
      ['extras', 'CHECKBOX', { options: MEALS }],
      ['picture', 'IMAGE_CHOICE', { options: MEALS }],
      ['again', 'YES_NO', {}],
    ]);
    await submit(formId, {
      meal: 'Dinner',
      menu: 'Dinner',
      extras: ['Dinner'],
      picture: 'Dinner',
      again: true,
    });
    const dinnerOnly = [
      ['Breakfast', 0, 0, true],
      ['Lunch', 0, 0, true],
      ['Dinner', 1, 100, true],
      ['Drinks', 0, 0, true],
    ];
    for (const id of ['meal', 'menu', 'extras', 'picture'])
      expect(counted(await summaryOf(formId, id)), id).toEqual(dinnerOnly);
    expect(counted(await summaryOf(formId, 'again'))).toEqual([
      ['true', 1, 100, true],
      ['false', 0, 0, true],
    ]);
  });

  it('keeps answers whose option was removed, and typed "Other" answers, after the options', async () => {
    const formId = await publishedForm([
      ['meal', 'MULTIPLE_CHOICE', { options: MEALS, settings: { allowOther: true } }],
    ]);
    for (const meal of ['Lunch', 'Dinner', 'Lunch', 'Brunch']) await submit(formId, { meal });
    // The author drops Lunch and renames Drinks after people answered.
    await save(formId, [
      [
        'meal',
        'MULTIPLE_CHOICE',
        { options: ['Breakfast', 'Dinner', 'Cocktails'], settings: { allowOther: true } },
      ],
    ]);
    expect(counted(await summaryOf(formId, 'meal'))).toEqual([
      ['Breakfast', 0, 0, true],
      ['Dinner', 1, 25, true],
      ['Cocktails', 0, 0, true],
      ['Lunch', 2, 50, false],
      ['Brunch', 1, 25, false],
    ]);
  });

  it('ranks every option: one added later has no average yet, one removed follows', async () => {
    const formId = await publishedForm([['rank', 'RANKING', { options: ['x', 'y', 'z'] }]]);
    await submit(formId, { rank: ['y', 'x', 'z'] });
    await submit(formId, { rank: ['y', 'z', 'x'] });
    await save(formId, [['rank', 'RANKING', { options: ['w', 'x', 'y'] }]]);
    expect((await summaryOf(formId, 'rank')).positions).toEqual([
      { value: 'w', averagePosition: null, listed: true },
      { value: 'x', averagePosition: 2.5, listed: true },
      { value: 'y', averagePosition: 1, listed: true },
      { value: 'z', averagePosition: 2.5, listed: false },
    ]);
  });

  it('fills a grid’s every row and column, and a scale’s every point', async () => {
    const formId = await publishedForm([
      ['grid', 'MATRIX', { matrixRows: ['Speed', 'Price'], matrixCols: ['Bad', 'Good'] }],
      ['scale', 'SCALE', { scaleMin: 0, scaleMax: 10, settings: { step: 5 } }],
    ]);
    await submit(formId, { grid: { Price: 'Good' }, scale: 10 });
    await save(formId, [
      ['grid', 'MATRIX', { matrixRows: ['Speed'], matrixCols: ['Bad', 'Good'] }],
      ['scale', 'SCALE', { scaleMin: 0, scaleMax: 5, settings: { step: 5 } }],
    ]);
    const grid = await summaryOf(formId, 'grid');
    expect(grid.grid).toEqual([
      { row: 'Speed', column: 'Bad', count: 0 },
      { row: 'Speed', column: 'Good', count: 0 },
      { row: 'Price', column: 'Good', count: 1 },
    ]);
    expect(counted(await summaryOf(formId, 'scale'))).toEqual([
      ['0', 0, 0, true],
      ['5', 0, 0, true],
      ['10', 1, 100, false],
    ]);
  });

  it('leaves answers given freely as they came', () => {
    const rows = [{ value: 'a', count: 1, percent: 100 }];
    expect(withEveryChoice(rows, null, (value) => ({ value, count: 0, percent: 0 }))).toEqual(rows);
    const cells = [{ row: 'r', column: 'c', count: 1 }];
    expect(withEveryCell(cells, null)).toEqual(cells);
    expect(withEveryCell(cells, { values: ['c'] })).toEqual(cells);
  });
});
