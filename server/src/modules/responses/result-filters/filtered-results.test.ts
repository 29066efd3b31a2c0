/**
 * Every results read takes the same filters (issue 32): the summary, the response list, the CSV
 * and XLSX exports and NPS answer for the responses that a tally through core/logic selects from
 * randomised responses; bad filters are a 400 naming the problem; operands are bound parameters.
 */
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formSummaryResponseSchema,
  npsResponseSchema,
  responseListSchema,
} from '@core/api/responses';
import type { FilterCondition } from '@core/api/result-filters';
import type { Question } from '@core/form/definition';
import { conditionsHold, evaluateCondition } from '@core/logic';
import { isEmptyFor } from '@core/logic/question-type-info';
import type { Condition } from '@core/form/definition';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import { BrowserClient, newAccount } from '../../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../../test-support/test-app';

/** As a logic condition: case-insensitive unless it says otherwise. */
const withCase = (cs: FilterCondition[]): Condition[] =>
  cs.map((c) => ({ ...c, caseSensitive: c.caseSensitive === true }));
const PLANS = ['Free', 'Pro', 'Team'];
const REGIONS = ['Europe', 'Americas', 'Asia'];
const FEATURES = ['Logic', 'Exports', 'Themes'];
const COMMENTS = ['Great', 'great!', 'Too slow', 'Pro is worth it', '  '];

const QUESTIONS: Question[] = [
  makeQuestion('MULTIPLE_CHOICE', { id: 'plan', title: 'Plan', order: 0, options: PLANS }),
  makeQuestion('NPS', { id: 'score', title: 'Score', order: 1 }),
  makeQuestion('DROPDOWN', { id: 'region', title: 'Region', order: 2, options: REGIONS }),
  makeQuestion('CHECKBOX', { id: 'features', title: 'Features', order: 3, options: FEATURES }),
  makeQuestion('SHORT_TEXT', { id: 'comment', title: 'Comment', order: 4 }),
];

const answersArb = fc.record(
  {
    plan: fc.constantFrom(...PLANS),
    score: fc.integer({ min: 0, max: 10 }),
    region: fc.constantFrom(...REGIONS),
    features: fc.subarray(FEATURES, { minLength: 1 }),
    comment: fc.constantFrom(...COMMENTS.filter((c) => c.trim() !== '')),
  },
  { requiredKeys: ['plan'] },
);

const conditionArb: fc.Arbitrary<FilterCondition> = fc.oneof(
  fc.record({
    questionId: fc.constant('plan'),
    operator: fc.constantFrom('EQUALS' as const, 'NOT_EQUALS' as const),
    value: fc.constantFrom(...PLANS),
  }),
  fc.record({
    questionId: fc.constant('region'),
    operator: fc.constantFrom('IS_ONE_OF' as const, 'IS_NOT_ONE_OF' as const),
    value: fc.subarray(REGIONS, { minLength: 1 }),
  }),
  fc.record({
    questionId: fc.constant('score'),
    operator: fc.constantFrom('GREATER_THAN_OR_EQUAL' as const, 'LESS_THAN' as const),
    value: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({
    questionId: fc.constantFrom('score', 'features', 'comment'),
    operator: fc.constantFrom('IS_EMPTY' as const, 'IS_NOT_EMPTY' as const),
  }),
  fc.record({
    questionId: fc.constant('features'),
    operator: fc.constantFrom('CONTAINS' as const, 'NOT_CONTAINS' as const),
    value: fc.constantFrom(...FEATURES),
  }),
  fc.record({
    questionId: fc.constant('comment'),
    operator: fc.constantFrom('CONTAINS' as const, 'STARTS_WITH' as const),
    value: fc.constantFrom('great', 'Pro', 'slow'),
  }),
);

let t: TestContext;
let owner: BrowserClient;
let formId: string;
let stored: Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const created = await owner.post('/api/forms', {
    definition: { title: 'Filtered', questions: QUESTIONS },
  });
  formId = created.json().id as string;
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
  stored = fc.sample(answersArb, { numRuns: 40, seed: 32 });
  for (const answers of stored) {
    const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}, 180_000);
afterAll(() => t?.close());

const query = (conditions: FilterCondition[], any: boolean) =>
  `filters=${encodeURIComponent(JSON.stringify(conditions))}${any ? '&any=true' : ''}`;

/** The responses core/logic accepts under the conditions: the tally every endpoint must match. */
const tally = (conditions: FilterCondition[], any: boolean) =>
  stored.filter((answers) =>
    conditionsHold(withCase(conditions), any ? 'OR' : 'AND', (c) =>
      evaluateCondition(
        c,
        answers as never,
        isEmptyFor(QUESTIONS.find((q) => q.id === c.questionId)!.type),
      ),
    ),
  );

async function xlsxRows(path: string): Promise<number> {
  const res = await owner.get(path);
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!.actualRowCount - 1;
}

describe('filters everywhere results are read', () => {
  it('summary, list, CSV, XLSX and NPS count what core/logic selects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(conditionArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (conditions, any) => {
          const expected = tally(conditions, any);
          const q = query(conditions, any);
          const summaryRes = await owner.get(`/api/forms/${formId}/summary?${q}`);
          expect(summaryRes.statusCode, summaryRes.body).toBe(200);
          const summary = formSummaryResponseSchema.parse(summaryRes.json());
          expect(summary.totalResponses).toBe(expected.length);
          const plans = summary.questions.find((s) => s.questionId === 'plan')!.counts!;
          for (const plan of PLANS) {
            expect(plans.find((c) => c.value === plan)?.count ?? 0).toBe(
              expected.filter((a) => a.plan === plan).length,
            );
          }
          const list = responseListSchema.parse(
            (await owner.get(`/api/forms/${formId}/responses?limit=200&${q}`)).json(),
          );
          expect(list.items).toHaveLength(expected.length);
          const csv = await owner.get(`/api/forms/${formId}/export.csv?${q}`);
          expect(csv.body.trim().split('\n').length - 1).toBe(expected.length);
          const nps = npsResponseSchema.parse(
            (await owner.get(`/api/nps?formId=${formId}&${q}`)).json(),
          );
          expect(nps.overall.answers).toBe(expected.filter((a) => a.score !== undefined).length);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);

  it('exports XLSX under the same filters', async () => {
    const conditions: FilterCondition[] = [
      { questionId: 'plan', operator: 'EQUALS', value: 'Pro' },
    ];
    const rows = await xlsxRows(`/api/forms/${formId}/export.xlsx?${query(conditions, false)}`);
    expect(rows).toBe(tally(conditions, false).length);
  });

  it('narrows by date range and completion', async () => {
    const count = async (params: string) =>
      formSummaryResponseSchema.parse(
        (await owner.get(`/api/forms/${formId}/summary?${params}`)).json(),
      ).totalResponses;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await count(`from=${hourAgo}&to=${inHour}`)).toBe(stored.length);
    expect(await count(`from=${inHour}`)).toBe(0);
    expect(await count(`to=${hourAgo}`)).toBe(0);
    expect(await count('completed=true')).toBe(stored.length);
    expect(await count('completed=false')).toBe(0);
    const list = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?from=${inHour}`)).json(),
    );
    expect(list.items).toHaveLength(0);
  });
});

describe('bad filters', () => {
  const rejected = async (params: string) => {
    const res = await owner.get(`/api/forms/${formId}/summary?${params}`);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { message: string; code: string; errors: Record<string, string> };
  };
  const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

  it('names an unknown question, an operator unfit for the type and a value of the wrong type', async () => {
    const unknown = await rejected(filters([{ questionId: 'nope', operator: 'IS_EMPTY' }]));
    expect(unknown).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(unknown.errors['filters.0.questionId']).toContain('"nope"');
    const unfit = await rejected(
      filters([{ questionId: 'plan', operator: 'GREATER_THAN', value: 3 }]),
    );
    expect(unfit.errors['filters.0.operator']).toBe(
      'GREATER_THAN does not apply to a MULTIPLE_CHOICE question',
    );
    const wrongType = await rejected(
      filters([
        { questionId: 'plan', operator: 'EQUALS', value: 'Pro' },
        { questionId: 'score', operator: 'EQUALS', value: 'high' },
      ]),
    );
    expect(wrongType.errors['filters.1.value']).toBe('value must be a number');
  });

  it('refuses a malformed date, malformed JSON, an unknown operator and a parameter over 8 KB', async () => {
    expect((await rejected('from=yesterday')).message).toMatch(/^from: /);
    expect((await rejected('filters=%5B%7B')).message).toContain('not valid JSON');
    expect(
      (await rejected(filters([{ questionId: 'plan', operator: 'LIKE', value: 'x' }]))).message,
    ).toMatch(/^filters/);
    const long = filters(
      Array.from({ length: 20 }, () => ({
        questionId: 'comment',
        operator: 'CONTAINS',
        value: 'x'.repeat(450),
      })),
    );
    expect((await rejected(long)).message).toContain('8192 bytes');
    expect(
      (await owner.get(`/api/nps?${filters([{ questionId: 'plan', operator: 'IS_EMPTY' }])}`))
        .statusCode,
    ).toBe(400);
  });

  it('keeps every operand a bound parameter: injection text is only text', async () => {
    const corpus = [
      "'; drop table responses; --",
      "' or '1'='1",
      '"); delete from responses where ("1"="1',
      '$1) or true --',
      "\\'; select pg_sleep(5); --",
    ];
    for (const value of corpus) {
      const q = filters([{ questionId: 'comment', operator: 'CONTAINS', value }]);
      const summary = await owner.get(`/api/forms/${formId}/summary?${q}`);
      expect(summary.statusCode, summary.body).toBe(200);
      expect(formSummaryResponseSchema.parse(summary.json()).totalResponses).toBe(0);
      const list = await owner.get(
        `/api/forms/${formId}/responses?${filters([{ questionId: 'plan', operator: 'IS_ONE_OF', value: [value, 'Pro'] }])}`,
      );
      expect(list.statusCode).toBe(200);
    }
    // As a question id it is simply no question of the form.
    const asId = await rejected(filters([{ questionId: corpus[0], operator: 'IS_EMPTY' }]));
    expect(asId.errors['filters.0.questionId']).toContain('no question');
    const all = formSummaryResponseSchema.parse(
      (await owner.get(`/api/forms/${formId}/summary`)).json(),
    );
    expect(all.totalResponses).toBe(stored.length);
  });
});
