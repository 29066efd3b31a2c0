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

  /** Rows of [value, count, percent]; `listed` as a question with choices marks them. */
  const rows = (expected: readonly (readonly [string, number, number])[], listed?: boolean) =>
    expected.map(([value, count, percent]) => ({
      value,
      count,
      percent,
      ...(listed === undefined ? {} : { listed }),
    }));

  // Every option of the question, in its order, the ones nobody picked at 0 (issue 28).
  it.each([
    [
      'MULTIPLE_CHOICE',
      [
        ['Option 1', 2, 100],
        ['Option 2', 0, 0],
        ['Option 3', 0, 0],
      ],
    ],
    [
      'DROPDOWN',
      [
        ['Option 1', 0, 0],
        ['Option 2', 2, 100],
        ['Option 3', 0, 0],
      ],
    ],
    [
      'YES_NO',
      [
        ['true', 0, 0],
        ['false', 2, 100],
      ],
    ],
    [
      'IMAGE_CHOICE',
      [
        ['Option 1', 2, 100],
        ['Option 2', 0, 0],
        ['Option 3', 0, 0],
      ],
    ],
    // Each selected value counts once per response: percentages of respondents, not of picks.
    [
      'CHECKBOX',
      [
        ['Option 1', 2, 100],
        ['Option 2', 0, 0],
        ['Option 3', 2, 100],
      ],
    ],
  ] as const)('%s: counts and percentages of every option', (type, expected) => {
    expect(summaryOf(type).counts).toEqual(rows(expected, true));
  });

  it('MULTIPLE_DATE_PICKER: counts of the dates picked, which are no fixed choices', () => {
    expect(summaryOf('MULTIPLE_DATE_PICKER').counts).toEqual(
      rows([
        ['2024-05-01', 2, 100],
        ['2024-05-03', 2, 100],
      ]),
    );
  });

  it.each([
    ['RATING', 4, { from: 1, to: 5 }],
    ['SCALE', 7, { from: 1, to: 10 }],
    ['NPS', 0, { from: 0, to: 10 }],
    ['NPS_RATING', 10, { from: 0, to: 10 }],
  ] as const)(
    '%s: average, bounds and a distribution over the whole scale',
    (type, value, scale) => {
      const points = Array.from({ length: scale.to - scale.from + 1 }, (_, i) => scale.from + i);
      expect(summaryOf(type)).toMatchObject({
        average: value,
        min: value,
        max: value,
        counts: rows(
          points.map((point) => [
            String(point),
            point === value ? 2 : 0,
            point === value ? 100 : 0,
          ]),
          true,
        ),
      });
    },
  );

  it('NUMBER: average, bounds and the values given', () => {
    expect(summaryOf('NUMBER')).toMatchObject({
      average: 12.5,
      min: 12.5,
      max: 12.5,
      counts: rows([['12.5', 2, 100]]),
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

  it('MATRIX and LIKERT_SCALE: a heat map of every row and column', () => {
    const cells = (rowNames: string[], columns: string[], picked: Record<string, string>) =>
      rowNames.flatMap((row) =>
        columns.map((column) => ({ row, column, count: picked[row] === column ? 2 : 0 })),
      );
    expect(summaryOf('MATRIX').grid).toEqual(
      cells(['Row 1', 'Row 2'], ['Column 1', 'Column 2', 'Column 3'], { 'Row 1': 'Column 2' }),
    );
    expect(summaryOf('LIKERT_SCALE').grid).toEqual(
      cells(
        ['Statement 1', 'Statement 2'],
        ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
        { 'Statement 1': 'Agree', 'Statement 2': 'Neutral' },
      ),
    );
  });

  it('RANKING: average position of every option, in the form’s order', () => {
    expect(summaryOf('RANKING').positions).toEqual([
      { value: 'Option 1', averagePosition: 2, listed: true },
      { value: 'Option 2', averagePosition: 3, listed: true },
      { value: 'Option 3', averagePosition: 1, listed: true },
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
