/** Plain-language names for logic operators and actions, and what operand each operator takes. */
import type { LogicActionType, LogicOperator } from '@core/form/enums';

export const OPERATOR_LABELS: Record<LogicOperator, string> = {
  EQUALS: 'is',
  NOT_EQUALS: 'is not',
  CONTAINS: 'contains',
  NOT_CONTAINS: 'does not contain',
  STARTS_WITH: 'starts with',
  ENDS_WITH: 'ends with',
  GREATER_THAN: 'is greater than',
  LESS_THAN: 'is less than',
  GREATER_THAN_OR_EQUAL: 'is at least',
  LESS_THAN_OR_EQUAL: 'is at most',
  IS_EMPTY: 'is empty',
  IS_NOT_EMPTY: 'is answered',
  IS_ONE_OF: 'is one of',
  IS_NOT_ONE_OF: 'is none of',
  REGEX_MATCH: 'matches the pattern',
  DATE_BEFORE: 'is before',
  DATE_AFTER: 'is after',
  DATE_BETWEEN: 'is between',
};

export const ACTION_LABELS: Record<LogicActionType, string> = {
  SHOW: 'Show question',
  HIDE: 'Hide question',
  SKIP_TO: 'Skip to',
  END_FORM: 'End the form',
  SET_VALUE: 'Set a value',
  CALCULATE: 'Calculate',
};

export type OperandKind = 'none' | 'single' | 'list' | 'number' | 'date' | 'dateRange' | 'pattern';

/** The operand an operator compares with. */
export function operandKind(operator: LogicOperator): OperandKind {
  switch (operator) {
    case 'IS_EMPTY':
    case 'IS_NOT_EMPTY':
      return 'none';
    case 'IS_ONE_OF':
    case 'IS_NOT_ONE_OF':
      return 'list';
    case 'GREATER_THAN':
    case 'LESS_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'LESS_THAN_OR_EQUAL':
      return 'number';
    case 'DATE_BEFORE':
    case 'DATE_AFTER':
      return 'date';
    case 'DATE_BETWEEN':
      return 'dateRange';
    case 'REGEX_MATCH':
      return 'pattern';
    default:
      return 'single';
  }
}

/** Case matters only where text is compared as text. */
export function caseSensitivityApplies(operator: LogicOperator, textual: boolean): boolean {
  const kind = operandKind(operator);
  return textual && (kind === 'single' || kind === 'list' || kind === 'pattern');
}

/** A fresh operand of the right shape when the operator changes. */
export function emptyOperand(operator: LogicOperator): unknown {
  const kind = operandKind(operator);
  if (kind === 'none') return undefined;
  if (kind === 'list') return [];
  if (kind === 'dateRange') return ['', ''];
  return '';
}
