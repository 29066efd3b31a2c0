/**
 * Whether each filter condition fits the form (issue 32): the question exists and keeps answers,
 * its type offers the operator (the builder's own list, core/question-types/shared/operators.ts),
 * and the operand has the shape the operator takes on that type. Anything else is a 400 that
 * names the condition and the problem, in the shape schema errors have (`errors` by field).
 * Returns the conditions with their operands normalised (dates as their yyyy-mm-dd day).
 */
import type { FilterCondition } from '@core/api/result-filters';
import { ERROR_CODES } from '@core/api/common';
import type { Question } from '@core/form/definition';
import { parseIsoDate } from '@core/logic/iso-dates';
import { getQuestionType } from '@core/question-types/registry';
import { BOOLEAN_OPERATORS } from '@core/question-types/shared/operators';
import { AppError } from '../../../plugins/errors';
import { emptinessOf } from './condition-sql';
import type { ValueSet } from './value-sets';

export interface CheckedCondition {
  question: Question;
  /** The condition with its operand normalised, for the compiled SQL. */
  condition: FilterCondition;
  /** The condition as the request gave it: what the logic engine reads (value-sets.ts). */
  asGiven: FilterCondition;
  /** The stored answers sorted by the engine, when known (value-sets.ts). */
  values?: ValueSet | undefined;
}

const MAX_TEXT = 500;
const MAX_LIST = 100;

type Kind = 'number' | 'boolean' | 'text';

/** What a single operand must be on this question: the type's answers are numbers, yes/no or text. */
function operandKind(q: Question): Kind {
  const { operators } = getQuestionType(q.type);
  if (operators.includes('GREATER_THAN')) return 'number';
  return operators === BOOLEAN_OPERATORS ? 'boolean' : 'text';
}

function isScalarOf(kind: Kind, value: unknown): boolean {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (kind === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
}

const kindName = { number: 'a number', boolean: 'true or false', text: 'non-empty text' };

/** A day operand, yyyy-mm-dd; date-times are for the builder's logic only (ADR 045). */
const dayOf = (value: unknown): string | null => {
  const parsed = parseIsoDate(value);
  return parsed && parsed.instant === null ? parsed.day : null;
};

/** The normalised operand, or the reason it does not fit. */
function checkOperand(
  q: Question,
  c: FilterCondition,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  const kind = operandKind(q);
  const { operator, value } = c;
  const fail = (reason: string) => ({ ok: false as const, reason });
  const list = (of: Kind) =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= MAX_LIST &&
    value.every((v) => isScalarOf(of, v));
  switch (operator) {
    case 'IS_EMPTY':
    case 'IS_NOT_EMPTY':
      return value === undefined || value === null
        ? { ok: true, value: undefined }
        : fail(`${operator} takes no value`);
    case 'GREATER_THAN':
    case 'LESS_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'LESS_THAN_OR_EQUAL':
      return isScalarOf('number', value) ? { ok: true, value } : fail('value must be a number');
    case 'IS_ONE_OF':
    case 'IS_NOT_ONE_OF':
      return list(kind)
        ? { ok: true, value }
        : fail(`value must be a list of 1 to ${MAX_LIST} items, each ${kindName[kind]}`);
    case 'DATE_BEFORE':
    case 'DATE_AFTER': {
      const day = dayOf(value);
      return day ? { ok: true, value: day } : fail('value must be a date (yyyy-mm-dd)');
    }
    case 'DATE_BETWEEN': {
      const days = Array.isArray(value) && value.length === 2 ? value.map(dayOf) : [];
      return days.length === 2 && days.every(Boolean)
        ? { ok: true, value: days }
        : fail('value must be two dates [from, to] (yyyy-mm-dd)');
    }
    case 'REGEX_MATCH':
      return fail('REGEX_MATCH is not available in filters yet');
    case 'CONTAINS':
    case 'NOT_CONTAINS':
      // On several picked values, CONTAINS may ask for each of a list.
      if (Array.isArray(value) && kind === 'text' && list('text')) return { ok: true, value };
      return isScalarOf(kind, value)
        ? { ok: true, value }
        : fail(`value must be ${kindName[kind]}`);
    default:
      return isScalarOf(kind, value)
        ? { ok: true, value }
        : fail(`value must be ${kindName[kind]}`);
  }
}

function invalid(field: string, reason: string): AppError {
  return new AppError(400, ERROR_CODES.validation, `${field}: ${reason}`, {
    errors: { [field]: reason },
  });
}

/** The conditions, checked against the form's questions; throws a 400 on the first that fails. */
export function checkFilters(
  questions: readonly Question[],
  conditions: readonly FilterCondition[],
): CheckedCondition[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return conditions.map((condition, i) => {
    const field = `filters.${i}`;
    const question = byId.get(condition.questionId);
    const type = question ? getQuestionType(question.type) : null;
    if (!question || !type?.answerable || !type.storesAnswer) {
      throw invalid(
        `${field}.questionId`,
        `the form has no question "${condition.questionId}" with answers`,
      );
    }
    if (!type.operators.includes(condition.operator) || !emptinessOf(question)) {
      throw invalid(
        `${field}.operator`,
        `${condition.operator} does not apply to a ${question.type} question`,
      );
    }
    const operand = checkOperand(question, condition);
    if (!operand.ok) throw invalid(`${field}.value`, operand.reason);
    return { question, condition: { ...condition, value: operand.value }, asGiven: condition };
  });
}
