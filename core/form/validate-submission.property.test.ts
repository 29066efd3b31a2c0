import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ANSWERS, makeQuestion } from '../question-types/shared/answer-cases';
import { formDefinitionSchema, type Action, type FormDefinition } from './definition';
import { QUESTION_TYPES } from './enums';
import { createSubmissionValidator, validateSubmission } from './validate-submission';

const ids = QUESTION_TYPES.map((type) => type.toLowerCase());

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

/** One question of every type after a YES_NO gate whose rules act on all of them. */
function everyTypeForm(gateActions: Action[], required: boolean): FormDefinition {
  const gate = makeQuestion('YES_NO', {
    id: 'gate',
    order: 0,
    // A rule holds at most 20 actions.
    logic: chunks(gateActions, 20).map((actions, i) => ({
      id: `r${i}`,
      conditions: [{ questionId: 'gate', operator: 'EQUALS', value: true, caseSensitive: false }],
      groupOperator: 'AND',
      actions,
    })),
  });
  const questions = QUESTION_TYPES.map((type, i) =>
    makeQuestion(type, { id: ids[i], order: i + 1, required: required && type !== 'CAPTCHA' }),
  );
  return formDefinitionSchema.parse({ title: 'All types', questions: [gate, ...questions] });
}

const hideAll = ids.map((target): Action => ({ type: 'HIDE', target }));
const computeAll: Action[] = [
  { type: 'CALCULATE', target: 'score', value: '{number} * 2 + {rating}' },
  { type: 'SET_VALUE', target: 'hidden_field', value: 'from logic' },
];

/** A value that is sometimes a valid answer for its question, sometimes arbitrary JSON. */
const answerFor = (id: string, index: number) =>
  fc.oneof(fc.constant(SAMPLE_ANSWERS[QUESTION_TYPES[index]!]), fc.jsonValue()).map((v) => [id, v]);

const answersArb = fc
  .tuple(
    fc.boolean(),
    fc.subarray(ids.map((id, i) => answerFor(id, i))).chain((arbs) => fc.tuple(...arbs)),
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
  )
  .map(([gate, pairs, extra]) => ({ ...extra, ...Object.fromEntries(pairs), gate }));

/** Generous: the suite shares a small machine, and a timeout here would not be a finding. */
const PROPERTY_TIMEOUT_MS = 60_000;

function expectWellFormed(result: ReturnType<typeof validateSubmission>) {
  if (result.ok) {
    expect(typeof result.answers).toBe('object');
  } else {
    expect(Object.keys(result.errors).length).toBeGreaterThan(0);
    for (const message of Object.values(result.errors)) expect(typeof message).toBe('string');
  }
}

describe('validateSubmission properties', () => {
  const open = everyTypeForm(computeAll, false);
  const strict = everyTypeForm(computeAll, true);

  it(
    'never throws on arbitrary values',
    () => {
      fc.assert(
        fc.property(fc.anything(), (raw) => {
          expectWellFormed(validateSubmission(open, raw));
          expectWellFormed(validateSubmission(strict, raw));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never throws on arbitrary JSON keyed by real question ids',
    () => {
      fc.assert(
        fc.property(answersArb, fc.jsonValue(), (raw, json) => {
          expectWellFormed(validateSubmission(strict, raw));
          expectWellFormed(validateSubmission(open, json));
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'accepts its own output unchanged',
    () => {
      fc.assert(
        fc.property(answersArb, (raw) => {
          const first = validateSubmission(open, raw);
          if (first.ok) expect(validateSubmission(open, first.answers)).toEqual(first);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never keeps an answer, an error or a requirement of a hidden question',
    () => {
      const hidden = everyTypeForm(hideAll, true);
      fc.assert(
        fc.property(answersArb, (raw) => {
          const result = validateSubmission(hidden, { ...raw, gate: true });
          expect(result).toEqual({ ok: true, answers: { gate: true } });
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never keeps answers of questions skipped or after the end',
    () => {
      const skip = everyTypeForm([{ type: 'SKIP_TO', target: 'hidden_field' }], true);
      const end = everyTypeForm([{ type: 'END_FORM', target: '' }], true);
      const passed = new Set(ids.slice(0, ids.indexOf('hidden_field')));
      fc.assert(
        fc.property(answersArb, (raw) => {
          const skipped = validateSubmission(skip, { ...raw, gate: true });
          const keys = Object.keys(skipped.ok ? skipped.answers : skipped.errors);
          for (const key of keys) expect(passed.has(key)).toBe(false);
          expect(validateSubmission(end, { ...raw, gate: true })).toEqual({
            ok: true,
            answers: { gate: true },
          });
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'a validator kept for many submissions answers each exactly as a fresh check would',
    () => {
      // The server keeps one validator per cached form: nothing of one submission may leak into
      // the next (values computed by logic, answers, errors).
      const kept = createSubmissionValidator(strict);
      const keptOpen = createSubmissionValidator(open);
      fc.assert(
        fc.property(answersArb, fc.boolean(), (raw, gate) => {
          const input = { ...raw, gate };
          expect(kept(input)).toEqual(validateSubmission(strict, input));
          expect(keptOpen(input)).toEqual(validateSubmission(open, input));
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
