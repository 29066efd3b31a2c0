/**
 * Which logic operators make sense on which answer shapes. A type lists only operators whose
 * meaning on its answer is unambiguous, so the builder never offers a condition that cannot hold.
 */
import type { LogicOperator } from '../../form/enums';

const EMPTINESS = ['IS_EMPTY', 'IS_NOT_EMPTY'] as const satisfies readonly LogicOperator[];
const EQUALITY = ['EQUALS', 'NOT_EQUALS'] as const satisfies readonly LogicOperator[];
const MEMBERSHIP = ['IS_ONE_OF', 'IS_NOT_ONE_OF'] as const satisfies readonly LogicOperator[];

/** Free text (and text-like values: e-mail, URL, phone, hidden fields). */
export const TEXT_OPERATORS: readonly LogicOperator[] = [
  ...EQUALITY,
  'CONTAINS',
  'NOT_CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  ...EMPTINESS,
  ...MEMBERSHIP,
  'REGEX_MATCH',
];

/** Numbers, ratings, scales and NPS scores. */
export const NUMERIC_OPERATORS: readonly LogicOperator[] = [
  ...EQUALITY,
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN_OR_EQUAL',
  ...EMPTINESS,
  ...MEMBERSHIP,
];

/** One ISO date. */
export const DATE_OPERATORS: readonly LogicOperator[] = [
  ...EQUALITY,
  'DATE_BEFORE',
  'DATE_AFTER',
  'DATE_BETWEEN',
  ...EMPTINESS,
];

/** One value picked from a fixed list (also TIME, whose values are a fixed HH:MM set). */
export const SINGLE_CHOICE_OPERATORS: readonly LogicOperator[] = [
  ...EQUALITY,
  ...MEMBERSHIP,
  ...EMPTINESS,
];

/** Several values picked from a list: CONTAINS asks about one of them. */
export const MULTI_CHOICE_OPERATORS: readonly LogicOperator[] = [
  'CONTAINS',
  'NOT_CONTAINS',
  ...MEMBERSHIP,
  ...EMPTINESS,
];

/** Several days: CONTAINS asks about one day, the date operators hold when any picked day does. */
export const MULTI_DATE_OPERATORS: readonly LogicOperator[] = [
  ...MULTI_CHOICE_OPERATORS,
  'DATE_BEFORE',
  'DATE_AFTER',
  'DATE_BETWEEN',
];

/** Grids: CONTAINS asks whether any row got that column ("anyone strongly disagree?"). */
export const GRID_OPERATORS: readonly LogicOperator[] = ['CONTAINS', 'NOT_CONTAINS', ...EMPTINESS];

/** Yes/no: membership in a two-value set adds nothing over equality. */
export const BOOLEAN_OPERATORS: readonly LogicOperator[] = [...EQUALITY, ...EMPTINESS];

/** Structured answers (files, matrices, locations...) whose only portable question is "given?". */
export const PRESENCE_OPERATORS: readonly LogicOperator[] = [...EMPTINESS];

/** Items with nothing to branch on (CAPTCHA, SURVEY_LOGIC). */
export const NO_OPERATORS: readonly LogicOperator[] = [];
