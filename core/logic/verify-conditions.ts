/**
 * Builder checks on single conditions: what they refer to, whether the operator fits the question
 * type, whether the operand is usable, and whether the condition can ever be true.
 */
import type { Condition, Question } from '../form/definition';
import type { LogicOperator } from '../form/enums';
import { toFiniteNumber } from './answer-values';
import type { FormModel, LogicUnit } from './form-model';
import { parseIsoDate, compareIsoDates } from './iso-dates';
import { applyOperator, isMissingOperand } from './operators';
import { closedOptions, numericRange, operatorsFor } from './question-type-info';
import { checkRegexSafety } from './safe-regex';
import type { LogicFinding } from './types';

export interface ConditionCheck {
  findings: LogicFinding[];
  /** The condition can never hold, whatever the respondent answers. */
  impossible: boolean;
}

export const NUMERIC_OPERATORS: ReadonlySet<LogicOperator> = new Set<LogicOperator>([
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN_OR_EQUAL',
]);
const DATE_OPERATORS: ReadonlySet<LogicOperator> = new Set<LogicOperator>([
  'DATE_BEFORE',
  'DATE_AFTER',
  'DATE_BETWEEN',
]);
/** Operators that only hold when the answer is one of the operand's values. */
const OPTION_OPERATORS: ReadonlySet<LogicOperator> = new Set<LogicOperator>([
  'EQUALS',
  'NOT_EQUALS',
  'CONTAINS',
  'NOT_CONTAINS',
  'IS_ONE_OF',
  'IS_NOT_ONE_OF',
]);

export function checkCondition(
  model: FormModel,
  unit: LogicUnit,
  condition: Condition,
  variables: ReadonlySet<string>,
): ConditionCheck {
  const findings: LogicFinding[] = [];
  const report = (severity: LogicFinding['severity'], code: string, message: string) =>
    findings.push({ severity, code, questionId: unit.questionId, ruleId: unit.id, message });
  const { operator, questionId } = condition;
  const index = model.indexOf.get(questionId);
  const question = index === undefined ? undefined : model.questions[index];

  if (!question) {
    if (!variables.has(questionId)) {
      report(
        'error',
        'UNKNOWN_QUESTION',
        `The condition refers to '${questionId}', which is not in the form`,
      );
    }
  } else {
    const here = model.indexOf.get(unit.questionId) ?? 0;
    if (index! > here) {
      report(
        'warning',
        'CONDITION_ON_LATER_QUESTION',
        `The condition reads '${question.title}', which comes later and is still unanswered here`,
      );
    }
    const allowed = operatorsFor(question.type);
    if (allowed && !allowed.includes(operator)) {
      report(
        'error',
        'OPERATOR_NOT_SUPPORTED',
        `${operator} does not apply to ${question.type} questions`,
      );
    }
  }
  if (operator === 'IS_EMPTY' || operator === 'IS_NOT_EMPTY')
    return { findings, impossible: false };

  if (isMissingOperand(condition.value)) {
    report('error', 'MISSING_VALUE', `${operator} needs a value to compare with`);
    return { findings, impossible: true };
  }
  const invalid = invalidOperand(operator, condition.value);
  if (invalid) {
    report('error', invalid.code, invalid.message);
    return { findings, impossible: true };
  }
  if (question) {
    const unknown = unknownOptions(question, condition);
    if (unknown.length > 0) {
      report(
        'error',
        'UNKNOWN_OPTION',
        `'${unknown.join("', '")}' is not an option of '${question.title}', so this never matches it`,
      );
      const positive = !operator.startsWith('NOT_') && operator !== 'IS_NOT_ONE_OF';
      const list = Array.isArray(condition.value) ? condition.value : [condition.value];
      const allUnknown = operator === 'IS_ONE_OF' ? unknown.length === list.length : true;
      return { findings, impossible: positive && allUnknown };
    }
    const never = neverTrueReason(question, condition);
    if (never) {
      report('warning', 'CONDITION_NEVER_TRUE', never);
      return { findings, impossible: true };
    }
  }
  return { findings, impossible: false };
}

function invalidOperand(
  operator: LogicOperator,
  value: unknown,
): { code: string; message: string } | null {
  if (operator === 'REGEX_MATCH') {
    const safety = checkRegexSafety(value);
    return safety.ok
      ? null
      : { code: 'UNSAFE_REGEX', message: `The pattern is refused: ${safety.reason}` };
  }
  if (NUMERIC_OPERATORS.has(operator) && toFiniteNumber(value) === null) {
    return { code: 'INVALID_VALUE', message: `${operator} needs a number` };
  }
  if (operator === 'DATE_BETWEEN') {
    const ok = Array.isArray(value) && value.length === 2 && value.every((v) => parseIsoDate(v));
    return ok
      ? null
      : { code: 'INVALID_VALUE', message: 'DATE_BETWEEN needs two dates: [from, to]' };
  }
  if (DATE_OPERATORS.has(operator) && !parseIsoDate(value)) {
    return { code: 'INVALID_VALUE', message: `${operator} needs a date as yyyy-mm-dd` };
  }
  return null;
}

/** Operand values a closed choice question can never answer with. */
function unknownOptions(question: Question, condition: Condition): string[] {
  const options = closedOptions(question);
  if (!options || !OPTION_OPERATORS.has(condition.operator)) return [];
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  const known = (v: unknown) =>
    options.some((o) => applyOperator('EQUALS', o, v, { caseSensitive: condition.caseSensitive }));
  return values.filter((v) => !known(v)).map((v) => String(v));
}

function neverTrueReason(question: Question, condition: Condition): string | null {
  const { operator, value } = condition;
  if (operator === 'DATE_BETWEEN' && Array.isArray(value)) {
    const [from, to] = value.map(parseIsoDate);
    if (from && to && compareIsoDates(from, to) > 0) return 'The start date is after the end date';
  }
  if (question.type === 'YES_NO' && (operator === 'EQUALS' || operator === 'NOT_EQUALS')) {
    const yes = applyOperator('EQUALS', true, value);
    const no = applyOperator('EQUALS', false, value);
    if (!yes && !no) return `A yes/no answer is never '${String(value)}'`;
  }
  const range = numericRange(question);
  if (!range) return null;
  const span = `${range.min} to ${range.max}`;
  if (operator === 'EQUALS' || operator === 'IS_ONE_OF') {
    const values = Array.isArray(value) ? value : [value];
    const possible = values.some((v) => {
      const n = toFiniteNumber(v);
      return (
        n !== null && n >= range.min && n <= range.max && (!range.integer || Number.isInteger(n))
      );
    });
    return possible ? null : `'${question.title}' is answered ${span}, never ${values.join(', ')}`;
  }
  const n = toFiniteNumber(value);
  if (n === null) return null;
  const impossible =
    (operator === 'GREATER_THAN' && n >= range.max) ||
    (operator === 'GREATER_THAN_OR_EQUAL' && n > range.max) ||
    (operator === 'LESS_THAN' && n <= range.min) ||
    (operator === 'LESS_THAN_OR_EQUAL' && n < range.min);
  return impossible
    ? `'${question.title}' is answered ${span}, so ${operator} ${n} never holds`
    : null;
}
