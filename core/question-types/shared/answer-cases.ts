/**
 * Test support (imported by *.test.ts only): builds questions of a type with its defaults and
 * describes answer cases as data, so every type's tests are a table.
 */
import { questionSchema, type Question, type QuestionInput } from '../../form/definition';
import type { QuestionType } from '../../form/enums';
import { getQuestionType } from '../registry';
import { englishMessage } from '../../form/answer-issue';
import { parseAnswer, type ParsedAnswer } from './issue-message';

export type QuestionOverrides = Partial<Omit<QuestionInput, 'type'>>;

export function makeQuestion(type: QuestionType, overrides: QuestionOverrides = {}): Question {
  return questionSchema.parse({
    id: 'q1',
    title: 'Question',
    order: 0,
    ...getQuestionType(type).defaults(),
    ...overrides,
    type,
  });
}

export interface AnswerCase {
  label: string;
  type: QuestionType;
  question: QuestionOverrides;
  answer: unknown;
  expected: { ok: true; value: unknown } | { ok: false; message: string };
}

const describeValue = (value: unknown) => JSON.stringify(value)?.slice(0, 60) ?? String(value);

/** The answer is accepted and stored as `stored` (itself unless the type normalises it). */
export function accept(
  type: QuestionType,
  answer: unknown,
  question: QuestionOverrides = {},
  stored: unknown = answer,
): AnswerCase {
  const label = `${type} accepts ${describeValue(answer)}`;
  return { label, type, question, answer, expected: { ok: true, value: stored } };
}

export function reject(
  type: QuestionType,
  answer: unknown,
  message: string,
  question: QuestionOverrides = {},
): AnswerCase {
  const label = `${type} rejects ${describeValue(answer)} (${message})`;
  return { label, type, question, answer, expected: { ok: false, message } };
}

/**
 * The parse, with its issue checked against its message: the issue must say in English exactly
 * what the message says (ADR 043), or the message comes back marked and the case fails.
 */
export function runAnswerCase({ type, question, answer }: AnswerCase): AnswerCase['expected'] {
  const q = makeQuestion(type, question);
  const parsed: ParsedAnswer<unknown> = parseAnswer(getQuestionType(type).answerSchema(q), answer);
  if (parsed.ok) return parsed;
  const said = englishMessage(parsed.issue);
  return {
    ok: false,
    message: said === parsed.message ? said : `${parsed.message} (issue: ${said})`,
  };
}

/** One valid, non-empty answer per answerable type, with the type's default question. */
export const SAMPLE_ANSWERS: Record<QuestionType, unknown> = {
  SHORT_TEXT: 'Ada',
  LONG_TEXT: 'A longer\nanswer',
  MULTIPLE_CHOICE: 'Option 1',
  CHECKBOX: ['Option 1', 'Option 3'],
  DROPDOWN: 'Option 2',
  YES_NO: false,
  RATING: 4,
  SCALE: 7,
  EMAIL: 'ada@example.com',
  PHONE: '+44 20 7946 0958',
  PHONE_FORMATTED: '+1 415 555 2671',
  DATE: '2024-02-29',
  TIME: '09:30',
  MULTIPLE_DATE_PICKER: ['2024-05-01', '2024-05-03'],
  NUMBER: 12.5,
  URL: 'https://example.com/a?b=c',
  FILE_UPLOAD: { fileId: 'f1', name: 'cv.pdf', size: 1000, mimeType: 'application/pdf' },
  MULTIPLE_FILE_UPLOAD: [{ fileId: 'f1', name: 'a.txt', size: 10, mimeType: 'text/plain' }],
  SIGNATURE: { fileId: 's1', name: 'signature.png', size: 5000, mimeType: 'image/png' },
  MATRIX: { 'Row 1': 'Column 2' },
  RANKING: ['Option 3', 'Option 1', 'Option 2'],
  PAYMENT: { status: 'paid', paymentId: 'pi_1', amount: 1000, currency: 'USD' },
  IMAGE_CHOICE: 'Option 1',
  LOCATION: { lat: 51.5, lng: -0.12 },
  NPS: 0,
  NPS_RATING: 10,
  PICTURE_UPLOAD: { fileId: 'p1', name: 'cat.jpg', size: 2048, mimeType: 'image/jpeg' },
  VIDEO_UPLOAD: { fileId: 'v1', name: 'clip.mp4', size: 4096, mimeType: 'video/mp4' },
  CAPTCHA: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
  SURVEY_LOGIC: undefined,
  LIKERT_SCALE: { 'Statement 1': 'Agree', 'Statement 2': 'Neutral' },
  TIME_RANGE: { start: '09:00', end: '17:30' },
  HIDDEN_FIELD: 'newsletter',
};
