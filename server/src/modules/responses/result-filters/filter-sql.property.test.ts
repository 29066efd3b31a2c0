/**
 * A filter means in SQL what the same condition means to the logic engine (issue 32, ADR 045):
 * for random answers and random conditions (every operator a question's type offers, operands
 * drawn from the same pools as the answers so they often hit), the responses the compiled WHERE
 * selects are exactly those core/logic's evaluateCondition accepts, joined with AND or OR.
 * Runs on PGlite, and on PostgreSQL with TEST_DRIVER=postgres.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterCondition } from '@core/api/result-filters';
import type { Question } from '@core/form/definition';
import type { LogicOperator, QuestionType } from '@core/form/enums';
import { conditionsHold, evaluateCondition } from '@core/logic';
import { isEmptyFor } from '@core/logic/question-type-info';
import type { Condition } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import { ownerWithForm, replaceResponses } from '../../../test-support/stored-responses';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { ensureAnswerRollup, isSummarised } from '../answer-rollup';
import { queryRows } from '../query-rows';
import { checkResultFilters, scopePredicate } from './result-scope';
import type { CheckedCondition } from './validate-filters';
import { withValueSets } from './value-sets';

/** As a logic condition: case-insensitive unless it says otherwise. */
const withCase = (cs: FilterCondition[]): Condition[] =>
  cs.map((c) => ({ ...c, caseSensitive: c.caseSensitive === true }));
const OPTIONS = ['Apple', 'apple pie', 'Äpfel', 'Ünïcode', '5', 'Yes'];
const TEXTS = [
  'Apple',
  ' apple ',
  'APPLE',
  'apple pie',
  'Äpfel',
  'äpfel',
  'e\u0301t\u00e9',
  '\u00e9t\u00e9',
  '5',
  ' 5.0 ',
  '1e1',
  '.5',
  '-0',
  '12abc',
  'yes',
  ' TRUE ',
  'no',
  '',
  '   ',
  '\u00a0x\u00a0',
  '\t\n',
  '%_\\',
  "'; drop table responses; --",
];
const DAYS = ['2024-01-31', '2024-02-29', '2024-03-01', '2023-12-31', '2024-06-15'];
const DATE_TEXTS = [
  ...DAYS,
  '2024-02-30',
  '2024-03-01T10:00:00Z',
  ' 2024-01-31 ',
  '2024-13-01',
  'soon',
];
const ROWS = ['speed', 'price'];
const COLUMNS = ['Good', 'Bad', 'good'];

/** The form: one question of each answer shape a filter can meet. */
const SPECS: [string, QuestionType, Record<string, unknown>][] = [
  ['text', 'SHORT_TEXT', {}],
  ['num', 'NUMBER', {}],
  ['rating', 'RATING', {}],
  ['choice', 'MULTIPLE_CHOICE', { options: OPTIONS }],
  ['boxes', 'CHECKBOX', { options: OPTIONS }],
  ['yes', 'YES_NO', {}],
  ['day', 'DATE', {}],
  ['days', 'MULTIPLE_DATE_PICKER', {}],
  ['grid', 'MATRIX', { matrixRows: ROWS, matrixColumns: COLUMNS }],
  ['file', 'FILE_UPLOAD', {}],
];
const QUESTIONS: Question[] = SPECS.map(([id, type, overrides], order) =>
  makeQuestion(type, { id, title: id, order, ...overrides }),
);

const numbers = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(0.5, 2.25, -0.5, 1e-7, 10.0000001),
);
const texts = fc.oneof(
  fc.constantFrom(...TEXTS),
  fc.constantFrom(...OPTIONS),
  fc.string({ maxLength: 4 }),
);
const days = fc.constantFrom(...DATE_TEXTS);

/** A possible stored answer per question: what the type stores, and odd values besides. */
function answerOf(q: Question): fc.Arbitrary<unknown> {
  switch (q.type) {
    case 'SHORT_TEXT':
      return fc.oneof(texts, numbers);
    case 'NUMBER':
    case 'RATING':
      return fc.oneof(numbers, fc.constantFrom('7', ' 3 ', 'x'));
    case 'MULTIPLE_CHOICE':
      return fc.oneof(fc.constantFrom(...OPTIONS), texts);
    case 'CHECKBOX':
      return fc.subarray([...OPTIONS, 'apple']);
    case 'YES_NO':
      return fc.oneof(fc.boolean(), fc.constantFrom('yes', 'No'));
    case 'DATE':
      return days;
    case 'MULTIPLE_DATE_PICKER':
      return fc.array(days, { maxLength: 3 });
    case 'MATRIX':
      return fc.dictionary(fc.constantFrom(...ROWS), fc.constantFrom(...COLUMNS, ''), {
        maxKeys: 2,
      });
    default:
      return fc.constantFrom(
        [],
        [{ fileId: 'f1', name: 'a.txt', size: 1, mimeType: 'text/plain' }],
      );
  }
}

const answersArb = fc.record(
  Object.fromEntries(QUESTIONS.map((q) => [q.id, fc.option(answerOf(q), { nil: undefined })])),
  { requiredKeys: [] },
);

/** An operand that validation accepts for the operator on this question. */
function operandOf(q: Question, operator: LogicOperator): fc.Arbitrary<unknown> {
  const kind = getQuestionType(q.type).operators.includes('GREATER_THAN')
    ? 'number'
    : q.type === 'YES_NO'
      ? 'boolean'
      : 'text';
  const scalar: fc.Arbitrary<unknown> =
    kind === 'number'
      ? numbers
      : kind === 'boolean'
        ? fc.boolean()
        : fc.oneof(
            fc.constantFrom(...OPTIONS, ...TEXTS.filter((t) => t !== '')),
            fc.constantFrom('Good', 'bad', 'app', 'LE'),
          );
  switch (operator) {
    case 'IS_EMPTY':
    case 'IS_NOT_EMPTY':
      return fc.constant(undefined);
    case 'IS_ONE_OF':
    case 'IS_NOT_ONE_OF':
      return fc.array(scalar, { minLength: 1, maxLength: 3 });
    case 'GREATER_THAN':
    case 'LESS_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'LESS_THAN_OR_EQUAL':
      return numbers;
    case 'DATE_BEFORE':
    case 'DATE_AFTER':
      return fc.constantFrom(...DAYS);
    case 'DATE_BETWEEN':
      return fc.tuple(fc.constantFrom(...DAYS), fc.constantFrom(...DAYS));
    case 'CONTAINS':
    case 'NOT_CONTAINS':
      return kind === 'text' && q.type !== 'SHORT_TEXT'
        ? fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 2 }))
        : scalar;
    default:
      return scalar;
  }
}

const conditionArb: fc.Arbitrary<FilterCondition> = fc.constantFrom(...QUESTIONS).chain((q) =>
  fc
    .constantFrom(...getQuestionType(q.type).operators.filter((o) => o !== 'REGEX_MATCH'))
    .chain((operator) =>
      fc.record({
        questionId: fc.constant(q.id),
        operator: fc.constant(operator),
        value: operandOf(q, operator),
        caseSensitive: fc.boolean(),
      }),
    ),
);

let t: TestContext;
let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ formId } = await ownerWithForm(t, 'Filters', QUESTIONS));
  // Every question counted from the start, so conditions can take the value-set path.
  await ensureAnswerRollup(t.database.db, formId, QUESTIONS.filter(isSummarised));
});
afterAll(() => t?.close());

/**
 * How a run compiles its conditions: the generic predicate alone, lookups in the engine's verdicts
 * on every stored answer, or on every other one (the rest through the generic predicate, as
 * answers stored after the verdicts were read would be).
 */
type Path = 'generic' | 'sets' | 'partial';
let valueSetsUsed = 0;

const everyOther = <T>(list: readonly T[]) => list.filter((_, i) => i % 2 === 0);
const withHalfTheValues = (c: CheckedCondition): CheckedCondition =>
  c.values
    ? {
        ...c,
        values: {
          ...c.values,
          matching: everyOther(c.values.matching),
          failing: everyOther(c.values.failing),
        },
      }
    : c;

/** Which of the rows (by position) the database selects under the conditions. */
async function selectedBySql(
  rows: readonly Record<string, unknown>[],
  conditions: FilterCondition[],
  any: boolean,
  path: Path,
): Promise<number[]> {
  await replaceResponses(
    t,
    formId,
    rows.map((answers) => ({ answers })),
  );
  const checked = checkResultFilters(QUESTIONS, { filters: conditions, any });
  const scope = path === 'generic' ? checked : await withValueSets(t.database.db, formId, checked);
  if (path !== 'generic') valueSetsUsed += scope.conditions.filter((c) => c.values).length;
  if (path === 'partial') scope.conditions = scope.conditions.map(withHalfTheValues);
  const found = await queryRows<{ referrer: string }>(
    t.database.db,
    sql`select referrer from responses where form_id = ${formId} and ${scopePredicate(scope)}`,
  );
  return found.map((r) => Number(r.referrer) - 1).sort((a, b) => a - b);
}

/** The same through the logic engine, the way a form's rules read answers. */
function selectedByLogic(
  rows: readonly Record<string, unknown>[],
  conditions: FilterCondition[],
  any: boolean,
): number[] {
  const typeOf = new Map(QUESTIONS.map((q) => [q.id, q.type]));
  return rows.flatMap((answers, index) =>
    conditionsHold(withCase(conditions), any ? 'OR' : 'AND', (c) =>
      evaluateCondition(c, answers as never, isEmptyFor(typeOf.get(c.questionId)!)),
    )
      ? [index]
      : [],
  );
}

describe('filters compiled to SQL', () => {
  it('select exactly the responses the logic engine accepts', async () => {
    // Runs where the filter kept some rows and dropped others: the property must not hold vacuously.
    let discriminating = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(answersArb, { minLength: 1, maxLength: 25 }),
        fc.array(conditionArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom<Path>('generic', 'sets', 'partial'),
        async (rows, conditions, any, path) => {
          // Stored as JSON: what the database holds is what the engine must read too.
          const stored = JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
          const expected = selectedByLogic(stored, conditions, any);
          expect(await selectedBySql(stored, conditions, any, path)).toEqual(expected);
          if (expected.length > 0 && expected.length < stored.length) discriminating += 1;
        },
      ),
      { numRuns: 300 },
    );
    expect(discriminating).toBeGreaterThan(75);
    // The lookups were taken, not only the generic predicate.
    expect(valueSetsUsed).toBeGreaterThan(100);
  }, 240_000);
});
