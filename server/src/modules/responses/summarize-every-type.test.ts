/**
 * The summary of every one of the 33 question types against hand-computed figures. Two stored
 * responses carry the core's sample answer for each type and a third carries none, so each stored
 * question reads "answered 2 of 3"; what else it reports depends on its kind (counts, a
 * distribution, a grid, positions or recent answers in plain text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSummaryResponseSchema, type QuestionSummary } from '@core/api/responses';
import type { QuestionType } from '@core/form/enums';
import { QUESTION_TYPES } from '@core/form/enums';
import { getQuestionType } from '@core/question-types/registry';
import { SAMPLE_ANSWERS, makeQuestion } from '@core/question-types/shared/answer-cases';
import { responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let summaries: Map<string, QuestionSummary>;
let totalResponses: number;

const idOf = (type: QuestionType) => `q_${type.toLowerCase()}`;
const questionOf = (type: QuestionType, order: number) =>
  makeQuestion(type, { id: idOf(type), title: `About ${type}`, order });
const STORED = QUESTION_TYPES.filter((type) => getQuestionType(type).storesAnswer);

beforeAll(async () => {
  t = await createTestApp();
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  const questions = QUESTION_TYPES.map((type, order) => questionOf(type, order));
  const created = await owner.post('/api/forms', {
    definition: { title: 'Every type', questions },
  });
  expect(created.statusCode).toBe(201);
  const formId = created.json().id as string;
  // Stored rows as the submit endpoint leaves them; the aggregates read nothing else.
  const answers = Object.fromEntries(STORED.map((type) => [idOf(type), SAMPLE_ANSWERS[type]]));
  await t.database.db.insert(responses).values([
    { formId, answers, completed: true },
    { formId, answers, completed: true },
    { formId, answers: {}, completed: true },
  ]);
  const res = await owner.get(`/api/forms/${formId}/summary`);
  expect(res.statusCode).toBe(200);
  const body = formSummaryResponseSchema.parse(res.json());
  totalResponses = body.totalResponses;
  summaries = new Map(body.questions.map((q) => [q.questionId, q]));
});
afterAll(() => t.close());

const summaryOf = (type: QuestionType) => {
  const summary = summaries.get(idOf(type));
  if (!summary) throw new Error(`no summary for ${type}`);
  return summary;
};

describe('a summary for every question type', () => {
  it('covers every stored type, in form order, and nothing that is not stored', () => {
    expect(totalResponses).toBe(3);
    expect([...summaries.keys()]).toEqual(STORED.map(idOf));
    expect(summaries.has(idOf('CAPTCHA'))).toBe(false);
    expect(summaries.has(idOf('SURVEY_LOGIC'))).toBe(false);
    for (const type of STORED) expect(summaryOf(type).answered, type).toBe(2);
  });

  it.each([
    ['MULTIPLE_CHOICE', [['Option 1', 2, 100]]],
    ['DROPDOWN', [['Option 2', 2, 100]]],
    ['YES_NO', [['false', 2, 100]]],
    ['IMAGE_CHOICE', [['Option 1', 2, 100]]],
    // Each selected value counts once per response: percentages of respondents, not of picks.
    [
      'CHECKBOX',
      [
        ['Option 1', 2, 100],
        ['Option 3', 2, 100],
      ],
    ],
    [
      'MULTIPLE_DATE_PICKER',
      [
        ['2024-05-01', 2, 100],
        ['2024-05-03', 2, 100],
      ],
    ],
  ] as const)('%s: counts and percentages', (type, expected) => {
    expect(summaryOf(type).counts).toEqual(
      expected.map(([value, count, percent]) => ({ value, count, percent })),
    );
  });

  it.each([
    ['RATING', 4],
    ['SCALE', 7],
    ['NUMBER', 12.5],
    ['NPS', 0],
    ['NPS_RATING', 10],
  ] as const)('%s: average, bounds and distribution', (type, value) => {
    expect(summaryOf(type)).toMatchObject({
      average: value,
      min: value,
      max: value,
      counts: [{ value: String(value), count: 2, percent: 100 }],
    });
  });

  it('NPS: all detractors score -100, all promoters +100', () => {
    expect(summaryOf('NPS').nps).toEqual({
      score: -100,
      promoters: 0,
      passives: 0,
      detractors: 100,
    });
    expect(summaryOf('NPS_RATING').nps).toEqual({
      score: 100,
      promoters: 100,
      passives: 0,
      detractors: 0,
    });
  });

  it('MATRIX and LIKERT_SCALE: a heat map of row and column counts', () => {
    expect(summaryOf('MATRIX').grid).toEqual([{ row: 'Row 1', column: 'Column 2', count: 2 }]);
    expect(summaryOf('LIKERT_SCALE').grid).toEqual([
      { row: 'Statement 1', column: 'Agree', count: 2 },
      { row: 'Statement 2', column: 'Neutral', count: 2 },
    ]);
  });

  it('RANKING: average position per option, best first', () => {
    expect(summaryOf('RANKING').positions).toEqual([
      { value: 'Option 3', averagePosition: 1 },
      { value: 'Option 1', averagePosition: 2 },
      { value: 'Option 2', averagePosition: 3 },
    ]);
  });

  const RECENT: QuestionType[] = [
    'SHORT_TEXT',
    'LONG_TEXT',
    'EMAIL',
    'PHONE',
    'PHONE_FORMATTED',
    'DATE',
    'TIME',
    'URL',
    'FILE_UPLOAD',
    'MULTIPLE_FILE_UPLOAD',
    'SIGNATURE',
    'PAYMENT',
    'LOCATION',
    'PICTURE_UPLOAD',
    'VIDEO_UPLOAD',
    'TIME_RANGE',
    'HIDDEN_FIELD',
  ];

  it('leaves no stored type without a summary kind', () => {
    const summarised = STORED.filter((type) => !RECENT.includes(type));
    for (const type of summarised) {
      const s = summaryOf(type);
      expect(s.counts ?? s.grid ?? s.positions, type).toBeDefined();
    }
    expect(summarised.length + RECENT.length).toBe(STORED.length);
  });

  it.each(RECENT)('%s: the recent answers, as plain text', (type) => {
    const text = getQuestionType(type).toPlainText(
      SAMPLE_ANSWERS[type],
      questionOf(type, QUESTION_TYPES.indexOf(type)),
    );
    expect(text.length).toBeGreaterThan(0);
    const recent = summaryOf(type).recent ?? [];
    expect(recent.map((r) => r.text)).toEqual([text, text]);
  });

  it('lists the files of upload and signature answers, and the coordinates of a location', () => {
    for (const type of [
      'FILE_UPLOAD',
      'MULTIPLE_FILE_UPLOAD',
      'PICTURE_UPLOAD',
      'VIDEO_UPLOAD',
      'SIGNATURE',
    ] as const) {
      const sample = SAMPLE_ANSWERS[type] as { fileId: string; name: string; size: number }[];
      const files = (Array.isArray(sample) ? sample : [sample]).map(({ fileId, name, size }) => ({
        fileId,
        name,
        size,
      }));
      expect(
        summaryOf(type).recent?.map((r) => r.files),
        type,
      ).toEqual([files, files]);
    }
    expect(summaryOf('LOCATION').recent?.map((r) => r.location)).toEqual([
      { lat: 51.5, lng: -0.12 },
      { lat: 51.5, lng: -0.12 },
    ]);
    expect(summaryOf('SHORT_TEXT').recent?.[0]).not.toHaveProperty('files');
  });
});
