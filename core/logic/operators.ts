/**
 * The 18 logic operators. Every operator is total: odd answers or operands make it false, it
 * never throws.
 *
 * Emptiness: an answer is empty per its question type's `isEmpty` when the type is known, else
 * when it is null, undefined, blank text, [] or {}.
 * - IS_EMPTY / IS_NOT_EMPTY test exactly that and ignore the operand.
 * - Every other operator needs an operand (not null, undefined, '' or []); without one it is
 *   false, negated operators included.
 * - The negated operators NOT_EQUALS, NOT_CONTAINS and IS_NOT_ONE_OF are the exact complements
 *   of EQUALS, CONTAINS and IS_ONE_OF: so on an empty answer they are TRUE ("not answered" is not
 *   equal to "a"). All other operators are false on an empty answer.
 *
 * Comparing two scalars (EQUALS, IS_ONE_OF, CONTAINS on arrays):
 * - numbers: when both sides are finite numbers or entirely numeric text, numerically ("5" = 5.0);
 * - booleans: true matches true, "true" and "yes"; false matches false, "false" and "no";
 * - text: trimmed, NFC-normalised, case-insensitive unless `caseSensitive`.
 *
 * Per answer kind:
 * - text: CONTAINS / STARTS_WITH / ENDS_WITH are substring tests (not trimmed); REGEX_MATCH runs a
 *   checked pattern (see safe-regex) over at most 1000 characters.
 * - numbers: GREATER_THAN etc. only when both sides parse as finite numbers.
 * - arrays (CHECKBOX, RANKING...): EQUALS = same set; CONTAINS = the array holds the operand (each
 *   of the operand's items when it is an array); IS_ONE_OF = some item is in the operand list;
 *   REGEX_MATCH / DATE_* = some item matches.
 * - objects (MATRIX...): EQUALS compares key-order-independent JSON; CONTAINS looks at the values.
 * - dates: see iso-dates; DATE_BETWEEN takes [from, to], inclusive at both ends.
 */
import type { Answers, Condition } from '../form/definition';
import type { LogicOperator } from '../form/enums';
import { foldText, isBlank, isPlainObject, scalarText, toFiniteNumber } from './answer-values';
import { contains, scalarsEqual, valuesEqual } from './compare-values';
import { compareIsoDates, parseIsoDate } from './iso-dates';
import { safeRegexTest } from './safe-regex';

export interface OperatorOptions {
  caseSensitive?: boolean | undefined;
  /** The question type's emptiness test; the generic one when absent. */
  isEmpty?: ((answer: unknown) => boolean) | undefined;
}

type PositiveOperator = Exclude<
  LogicOperator,
  'NOT_EQUALS' | 'NOT_CONTAINS' | 'IS_NOT_ONE_OF' | 'IS_EMPTY' | 'IS_NOT_EMPTY'
>;

const NEGATED: ReadonlyMap<string, PositiveOperator> = new Map([
  ['NOT_EQUALS', 'EQUALS'],
  ['NOT_CONTAINS', 'CONTAINS'],
  ['IS_NOT_ONE_OF', 'IS_ONE_OF'],
]);

/** Whether a condition operand counts as absent. */
export function isMissingOperand(operand: unknown): boolean {
  return (
    operand === undefined ||
    operand === null ||
    operand === '' ||
    (Array.isArray(operand) && operand.length === 0)
  );
}

function answerIsEmpty(answer: unknown, isEmpty: OperatorOptions['isEmpty']): boolean {
  if (!isEmpty) return isBlank(answer);
  try {
    return isEmpty(answer);
  } catch {
    return isBlank(answer);
  }
}

export function applyOperator(
  operator: LogicOperator,
  answer: unknown,
  operand: unknown,
  options: OperatorOptions = {},
): boolean {
  try {
    const empty = answerIsEmpty(answer, options.isEmpty);
    if (operator === 'IS_EMPTY') return empty;
    if (operator === 'IS_NOT_EMPTY') return !empty;
    if (isMissingOperand(operand)) return false;
    const caseSensitive = options.caseSensitive === true;
    const positive = NEGATED.get(operator);
    if (positive) return empty || !applyPositive(positive, answer, operand, caseSensitive);
    if (empty) return false;
    return applyPositive(operator as PositiveOperator, answer, operand, caseSensitive);
  } catch {
    return false;
  }
}

/** A condition against a map of values (answers and computed variables). */
export function evaluateCondition(
  condition: Condition,
  values: Answers,
  isEmpty?: OperatorOptions['isEmpty'],
): boolean {
  const answer = Object.hasOwn(values, condition.questionId)
    ? values[condition.questionId]
    : undefined;
  return applyOperator(condition.operator, answer, condition.value, {
    caseSensitive: condition.caseSensitive,
    isEmpty,
  });
}

function applyPositive(
  operator: PositiveOperator,
  answer: unknown,
  operand: unknown,
  caseSensitive: boolean,
): boolean {
  switch (operator) {
    case 'EQUALS':
      return valuesEqual(answer, operand, caseSensitive);
    case 'CONTAINS':
      return contains(answer, operand, caseSensitive);
    case 'STARTS_WITH':
    case 'ENDS_WITH':
      return affix(operator, answer, operand, caseSensitive);
    case 'GREATER_THAN':
    case 'LESS_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'LESS_THAN_OR_EQUAL':
      return compareNumbers(operator, answer, operand);
    case 'IS_ONE_OF': {
      const list = Array.isArray(operand) ? operand : [operand];
      const items = Array.isArray(answer) ? answer : isPlainObject(answer) ? [] : [answer];
      return items.some((item) => list.some((v) => scalarsEqual(item, v, caseSensitive)));
    }
    case 'REGEX_MATCH':
      return anyItem(answer, (item) => {
        const text = scalarText(item);
        return text !== null && safeRegexTest(operand, text, caseSensitive);
      });
    case 'DATE_BEFORE':
    case 'DATE_AFTER':
    case 'DATE_BETWEEN':
      return anyItem(answer, (item) => compareDate(operator, item, operand));
    default:
      return false; // an operator this version does not know
  }
}

function anyItem(answer: unknown, test: (item: unknown) => boolean): boolean {
  return Array.isArray(answer) ? answer.some(test) : test(answer);
}

function affix(
  operator: 'STARTS_WITH' | 'ENDS_WITH',
  answer: unknown,
  operand: unknown,
  caseSensitive: boolean,
): boolean {
  const text = scalarText(answer);
  const part = scalarText(operand);
  if (text === null || part === null) return false;
  const t = foldText(text, caseSensitive);
  const p = foldText(part, caseSensitive);
  return operator === 'STARTS_WITH' ? t.startsWith(p) : t.endsWith(p);
}

function compareNumbers(
  operator: 'GREATER_THAN' | 'LESS_THAN' | 'GREATER_THAN_OR_EQUAL' | 'LESS_THAN_OR_EQUAL',
  answer: unknown,
  operand: unknown,
): boolean {
  const a = toFiniteNumber(answer);
  const b = toFiniteNumber(operand);
  if (a === null || b === null) return false;
  switch (operator) {
    case 'GREATER_THAN':
      return a > b;
    case 'LESS_THAN':
      return a < b;
    case 'GREATER_THAN_OR_EQUAL':
      return a >= b;
    case 'LESS_THAN_OR_EQUAL':
      return a <= b;
  }
}

function compareDate(
  operator: 'DATE_BEFORE' | 'DATE_AFTER' | 'DATE_BETWEEN',
  answer: unknown,
  operand: unknown,
): boolean {
  const date = parseIsoDate(answer);
  if (!date) return false;
  if (operator === 'DATE_BETWEEN') {
    if (!Array.isArray(operand) || operand.length !== 2) return false;
    const from = parseIsoDate(operand[0]);
    const to = parseIsoDate(operand[1]);
    if (!from || !to) return false;
    return compareIsoDates(from, date) <= 0 && compareIsoDates(date, to) <= 0;
  }
  const bound = parseIsoDate(operand);
  if (!bound) return false;
  const order = compareIsoDates(date, bound);
  return operator === 'DATE_BEFORE' ? order < 0 : order > 0;
}

/** Whether a group of conditions holds: AND needs all, OR needs one; no conditions never holds. */
export function conditionsHold(
  conditions: readonly Condition[],
  groupOperator: 'AND' | 'OR' | undefined,
  test: (condition: Condition) => boolean,
): boolean {
  if (conditions.length === 0) return false;
  return groupOperator === 'OR' ? conditions.some(test) : conditions.every(test);
}
