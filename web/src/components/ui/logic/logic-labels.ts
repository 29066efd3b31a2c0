/** Plain-language names for logic operators and actions, and what operand each operator takes. */
import type { LogicActionType, LogicOperator } from '@core/form/enums';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from '../messages';

export const OPERATOR_LABELS: Record<LogicOperator, string> = {
  EQUALS: t(m.operatorEquals),
  NOT_EQUALS: t(m.operatorNotEquals),
  CONTAINS: t(m.operatorContains),
  NOT_CONTAINS: t(m.operatorNotContains),
  STARTS_WITH: t(m.operatorStartsWith),
  ENDS_WITH: t(m.operatorEndsWith),
  GREATER_THAN: t(m.operatorGreaterThan),
  LESS_THAN: t(m.operatorLessThan),
  GREATER_THAN_OR_EQUAL: t(m.operatorAtLeast),
  LESS_THAN_OR_EQUAL: t(m.operatorAtMost),
  IS_EMPTY: t(m.operatorIsEmpty),
  IS_NOT_EMPTY: t(m.operatorIsNotEmpty),
  IS_ONE_OF: t(m.operatorIsOneOf),
  IS_NOT_ONE_OF: t(m.operatorIsNotOneOf),
  REGEX_MATCH: t(m.operatorRegexMatch),
  DATE_BEFORE: t(m.operatorDateBefore),
  DATE_AFTER: t(m.operatorDateAfter),
  DATE_BETWEEN: t(m.operatorDateBetween),
};

export const ACTION_LABELS: Record<LogicActionType, string> = {
  SHOW: t(m.actionShow),
  HIDE: t(m.actionHide),
  SKIP_TO: t(m.actionSkipTo),
  END_FORM: t(m.actionEndForm),
  SET_VALUE: t(m.actionSetValue),
  CALCULATE: t(m.actionCalculate),
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
