import { describe, expect, it } from 'vitest';
import { makeQuestion, type QuestionOverrides } from '../question-types/shared/answer-cases';
import { formDefinitionSchema, type FormDefinition, type LogicRule } from './definition';
import type { QuestionType } from './enums';
import { englishMessage } from './answer-issue';
import {
  createSubmissionValidator as createValidator,
  FORM_ERROR_KEY,
  type SubmissionResult,
  validateSubmission as validateWithIssues,
} from './validate-submission';

/**
 * The result as the API sends it (ok, answers or errors), once its issues are checked to say in
 * English exactly what its errors say (ADR 043); a mismatch shows up in the compared errors.
 */
function english(result: SubmissionResult) {
  if (result.ok) return result;
  const said = Object.fromEntries(
    Object.entries(result.issues).map(([id, issue]) => [id, englishMessage(issue)]),
  );
  const agree = JSON.stringify(said) === JSON.stringify(result.errors);
  return { ok: false, errors: agree ? result.errors : { issues: said, errors: result.errors } };
}
const validateSubmission = (f: FormDefinition, raw: unknown) => english(validateWithIssues(f, raw));
const createSubmissionValidator = (f: FormDefinition) => {
  const validate = createValidator(f);
  return (raw: unknown) => english(validate(raw));
};

type Spec = [id: string, type: QuestionType, overrides?: QuestionOverrides];

function form(...specs: Spec[]): FormDefinition {
  const questions = specs.map(([id, type, overrides], order) =>
    makeQuestion(type, { ...overrides, id, order }),
  );
  return formDefinitionSchema.parse({ title: 'Survey', questions });
}

const when = (questionId: string, operator: string, value: unknown, actions: unknown[]) =>
  ({ id: `r-${questionId}`, conditions: [{ questionId, operator, value }], actions }) as LogicRule;

const name: Spec = ['name', 'SHORT_TEXT', { required: true }];
const age: Spec = ['age', 'NUMBER', { settings: { min: 0, max: 10 } }];

describe('validateSubmission', () => {
  it('keeps valid answers, normalised by their types', () => {
    const f = form(name, ['mail', 'EMAIL'], ['tel', 'PHONE_FORMATTED'], age);
    const result = validateSubmission(f, {
      name: 'Ada',
      mail: ' ada@example.com ',
      tel: '+1 415 555 2671',
      age: 7,
    });
    expect(result).toEqual({
      ok: true,
      answers: { name: 'Ada', mail: 'ada@example.com', tel: '+14155552671', age: 7 },
    });
  });

  it('refuses every submission to a form it cannot read, without throwing', () => {
    const broken = { title: 'Broken', questions: 'not a list' } as unknown as FormDefinition;
    const validate = createSubmissionValidator(broken);
    expect(validate({ name: 'Ada' })).toEqual({
      ok: false,
      errors: { [FORM_ERROR_KEY]: 'Invalid input' },
    });
    expect(validateSubmission(broken, {})).toEqual(validate({}));
  });

  it('drops unknown ids, including prototype names', () => {
    const raw = JSON.parse('{"name":"Ada","other":1,"__proto__":{"x":1},"constructor":"c"}');
    expect(validateSubmission(form(name), raw)).toEqual({ ok: true, answers: { name: 'Ada' } });
  });

  it('drops empty optional answers', () => {
    const f = form(['a', 'SHORT_TEXT'], ['b', 'CHECKBOX'], ['c', 'MATRIX'], age);
    const result = validateSubmission(f, { a: '  ', b: [], c: { 'Row 1': null }, age: null });
    expect(result).toEqual({ ok: true, answers: {} });
  });

  it.each([
    [[], 'Expected object, received array'],
    [null, 'Expected object, received null'],
    ['name=Ada', 'Expected object, received string'],
    [undefined, 'Expected object, received undefined'],
  ])('reports a body of %j as a whole', (raw, message) => {
    expect(validateSubmission(form(name), raw)).toEqual({
      ok: false,
      errors: { [FORM_ERROR_KEY]: message },
    });
  });

  it('reports wrong types, bounds and missing required answers per question', () => {
    const f = form(name, age, ['when', 'DATE'], ['pick', 'DROPDOWN']);
    const result = validateSubmission(f, { age: 11, when: 20240101, pick: 'Option 9' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Required',
        age: 'Must be at most 10',
        when: 'Expected string, received number',
        pick: 'Invalid input',
      },
    });
    expect(validateSubmission(f, { name: 5 })).toEqual({
      ok: false,
      errors: { name: 'Expected string, received number' },
    });
  });

  it('drops the answer and the requirement of a question hidden by logic', () => {
    const f = form(
      [
        'member',
        'YES_NO',
        { logic: [when('member', 'EQUALS', false, [{ type: 'HIDE', target: 'id' }])] },
      ],
      ['id', 'SHORT_TEXT', { required: true, settings: { maxLength: 3 } }],
    );
    expect(validateSubmission(f, { member: false, id: 'way too long' })).toEqual({
      ok: true,
      answers: { member: false },
    });
    expect(validateSubmission(f, { member: true })).toEqual({
      ok: false,
      errors: { id: 'Required' },
    });
  });

  it('requires a question shown by logic only once it is shown', () => {
    const show = [when('nps', 'LESS_THAN', 7, [{ type: 'SHOW', target: 'why' }])];
    const f = form(['nps', 'NPS', { logic: show }], ['why', 'LONG_TEXT', { required: true }]);
    expect(validateSubmission(f, { nps: 9, why: 'kept?' })).toEqual({
      ok: true,
      answers: { nps: 9 },
    });
    expect(validateSubmission(f, { nps: 3 })).toEqual({ ok: false, errors: { why: 'Required' } });
  });

  it('does not require questions skipped over or after the end of the form', () => {
    const f = form(
      [
        'route',
        'MULTIPLE_CHOICE',
        {
          options: ['skip', 'end'],
          logic: [
            when('route', 'EQUALS', 'skip', [{ type: 'SKIP_TO', target: 'last' }]),
            when('route', 'EQUALS', 'end', [{ type: 'END_FORM', target: '' }]),
          ],
        },
      ],
      ['middle', 'SHORT_TEXT', { required: true }],
      ['last', 'SHORT_TEXT', { required: true }],
    );
    expect(validateSubmission(f, { route: 'skip', middle: 'x', last: 'y' })).toEqual({
      ok: true,
      answers: { route: 'skip', last: 'y' },
    });
    expect(validateSubmission(f, { route: 'end', last: 'y' })).toEqual({
      ok: true,
      answers: { route: 'end' },
    });
    expect(validateSubmission(f, {})).toEqual({
      ok: false,
      errors: { middle: 'Required', last: 'Required' },
    });
  });

  it('stores values computed by logic, in questions and variables', () => {
    const logic = [
      when('qty', 'GREATER_THAN', 0, [
        { type: 'CALCULATE', target: 'total', value: '{qty} * 5' },
        { type: 'SET_VALUE', target: 'tier', value: 'bulk' },
        { type: 'CALCULATE', target: 'nothing', value: '1 / 0' },
      ]),
    ];
    const f = form(['qty', 'NUMBER', { logic }], ['tier', 'HIDDEN_FIELD']);
    expect(validateSubmission(f, { qty: 3, tier: 'typed by hand' })).toEqual({
      ok: true,
      answers: { qty: 3, tier: 'bulk', total: 15 },
    });
  });

  it('checks a computed value against its question', () => {
    const logic = [
      when('a', 'IS_NOT_EMPTY', null, [{ type: 'CALCULATE', target: 'b', value: '{a} * 10' }]),
    ];
    const f = form(['a', 'NUMBER', { logic }], ['b', 'NUMBER', { settings: { max: 50 } }]);
    expect(validateSubmission(f, { a: 4 })).toEqual({ ok: true, answers: { a: 4, b: 40 } });
    expect(validateSubmission(f, { a: 6, b: 1 })).toEqual({
      ok: false,
      errors: { b: 'Must be at most 50' },
    });
    // A calculation into a HIDDEN_FIELD is kept as text.
    const g = form(['a', 'NUMBER', { logic }], ['b', 'HIDDEN_FIELD']);
    expect(validateSubmission(g, { a: 2 })).toEqual({ ok: true, answers: { a: 2, b: '20' } });
  });

  it('fills an empty hidden field with its default and never requires one', () => {
    const f = form([
      'src',
      'HIDDEN_FIELD',
      { required: true, settings: { name: 'src', defaultValue: 'web' } },
    ]);
    expect(validateSubmission(f, {})).toEqual({ ok: true, answers: { src: 'web' } });
    expect(validateSubmission(f, { src: 'mail' })).toEqual({ ok: true, answers: { src: 'mail' } });
    const bare = form(['src', 'HIDDEN_FIELD', { required: true }]);
    expect(validateSubmission(bare, {})).toEqual({ ok: true, answers: {} });
  });

  it('checks but never stores CAPTCHA payloads, and ignores SURVEY_LOGIC', () => {
    const f = form(['bot', 'CAPTCHA'], ['logic', 'SURVEY_LOGIC'], name);
    expect(validateSubmission(f, { bot: 'eyJhIjoxfQ==', logic: 'x', name: 'Ada' })).toEqual({
      ok: true,
      answers: { name: 'Ada' },
    });
    expect(validateSubmission(f, { name: 'Ada' })).toEqual({
      ok: false,
      errors: { bot: 'Required' },
    });
    expect(validateSubmission(f, { bot: '<script>', name: 'Ada' })).toEqual({
      ok: false,
      errors: { bot: 'Invalid input' },
    });
  });

  it('counts a failed payment as missing', () => {
    const f = form(['pay', 'PAYMENT', { required: true }]);
    const record = { status: 'failed', paymentId: 'pi_1', amount: 1000, currency: 'USD' };
    expect(validateSubmission(f, { pay: record })).toEqual({
      ok: false,
      errors: { pay: 'Required' },
    });
    expect(validateSubmission(f, { pay: { ...record, status: 'paid' } })).toEqual({
      ok: true,
      answers: { pay: { ...record, status: 'paid' } },
    });
  });

  it('reads only the first of two questions sharing an id', () => {
    const f = form(['dup', 'NUMBER'], ['dup', 'SHORT_TEXT']);
    expect(validateSubmission(f, { dup: 3 })).toEqual({ ok: true, answers: { dup: 3 } });
  });

  it('answers a malformed form definition with an error instead of throwing', () => {
    const broken = { title: 'x', questions: null } as unknown as FormDefinition;
    expect(validateSubmission(broken, {})).toEqual({
      ok: false,
      errors: { [FORM_ERROR_KEY]: 'Invalid input' },
    });
  });
});
