/**
 * Finds AND groups that can never hold because two conditions on the same question exclude each
 * other: EQUALS a with EQUALS b, IS_EMPTY with anything that needs an answer, GREATER_THAN 8 with
 * LESS_THAN 5 (also against the type's own range: integers only, NPS 0-10), DATE_AFTER a later day
 * than a DATE_BEFORE.
 */
import type { Condition } from '../form/definition';
import type { LogicOperator, QuestionType } from '../form/enums';
import { isPlainObject, toFiniteNumber } from './answer-values';
import type { FormModel } from './form-model';
import { compareIsoDates, parseIsoDate } from './iso-dates';
import { applyOperator } from './operators';
import { numericRange } from './question-type-info';

/** Types whose answer can be a list or a map, where EQUALS is not a single value. */
const MULTI_VALUED: ReadonlySet<string> = new Set<QuestionType>([
  'CHECKBOX',
  'IMAGE_CHOICE',
  'MULTIPLE_DATE_PICKER',
  'MULTIPLE_FILE_UPLOAD',
  'MATRIX',
  'LIKERT_SCALE',
  'RANKING',
]);

const NEEDS_ANSWER: ReadonlySet<LogicOperator> = new Set<LogicOperator>([
  'IS_NOT_EMPTY',
  'EQUALS',
  'CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN_OR_EQUAL',
  'IS_ONE_OF',
  'REGEX_MATCH',
  'DATE_BEFORE',
  'DATE_AFTER',
  'DATE_BETWEEN',
]);

const describe = (c: Condition) =>
  c.operator === 'IS_EMPTY' || c.operator === 'IS_NOT_EMPTY'
    ? c.operator
    : `${c.operator} ${JSON.stringify(c.value)}`;

/** A message when the AND of `conditions` can never hold, else null. */
export function findContradiction(
  model: FormModel,
  conditions: readonly Condition[],
): string | null {
  const byQuestion = new Map<string, Condition[]>();
  for (const c of conditions)
    byQuestion.set(c.questionId, [...(byQuestion.get(c.questionId) ?? []), c]);
  for (const [questionId, group] of byQuestion) {
    if (group.length < 2) continue;
    const index = model.indexOf.get(questionId);
    const question = index === undefined ? undefined : model.questions[index];
    const name = question ? `'${question.title}'` : `'${questionId}'`;
    const pair = conflictingPair(group, question?.type);
    if (pair) {
      return `${name} cannot meet both ${describe(pair[0])} and ${describe(pair[1])}, so this never fires`;
    }
    const range = question ? numericRange(question) : null;
    if (numericBoundsEmpty(group, range)) {
      return `No answer to ${name} meets ${group.map(describe).join(' and ')}, so this never fires`;
    }
  }
  return null;
}

function conflictingPair(
  group: Condition[],
  type: string | undefined,
): [Condition, Condition] | null {
  const empty = group.find((c) => c.operator === 'IS_EMPTY');
  const answered = group.find((c) => NEEDS_ANSWER.has(c.operator));
  if (empty && answered) return [empty, answered];
  const singleValued = type === undefined || !MULTI_VALUED.has(type);
  for (const equals of group) {
    if (equals.operator !== 'EQUALS' || !singleValued) continue;
    if (Array.isArray(equals.value) || isPlainObject(equals.value)) continue;
    for (const other of group) {
      if (other === equals || (other.caseSensitive && !equals.caseSensitive)) continue;
      const options = { caseSensitive: other.caseSensitive };
      if (!applyOperator(other.operator, equals.value, other.value, options))
        return [equals, other];
    }
  }
  const after = group.find((c) => c.operator === 'DATE_AFTER');
  const before = group.find((c) => c.operator === 'DATE_BEFORE');
  const from = after && parseIsoDate(after.value);
  const to = before && parseIsoDate(before.value);
  if (from && to && compareIsoDates(from, to) >= 0) return [after!, before!];
  return null;
}

/** Whether the numeric bounds in `group`, with the type's own range, leave no possible answer. */
function numericBoundsEmpty(
  group: Condition[],
  range: { min: number; max: number; integer: boolean } | null,
): boolean {
  let lo = range?.min ?? -Infinity;
  let hi = range?.max ?? Infinity;
  let loStrict = false;
  let hiStrict = false;
  let bounded = false;
  for (const c of group) {
    const n = toFiniteNumber(c.value);
    if (n === null) continue;
    const strict = c.operator === 'GREATER_THAN' || c.operator === 'LESS_THAN';
    if (c.operator === 'GREATER_THAN' || c.operator === 'GREATER_THAN_OR_EQUAL') {
      if (n > lo || (n === lo && strict)) [lo, loStrict] = [n, strict];
      bounded = true;
    } else if (c.operator === 'LESS_THAN' || c.operator === 'LESS_THAN_OR_EQUAL') {
      if (n < hi || (n === hi && strict)) [hi, hiStrict] = [n, strict];
      bounded = true;
    }
  }
  if (!bounded) return false;
  if (range?.integer) {
    const low = loStrict ? Math.floor(lo) + 1 : Math.ceil(lo);
    const high = hiStrict ? Math.ceil(hi) - 1 : Math.floor(hi);
    return low > high;
  }
  return lo > hi || (lo === hi && (loStrict || hiStrict));
}
