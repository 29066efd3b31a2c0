/** The logic engine's public API: one rule engine for the respondent app, the builder and the server. */
export type { FiredRule, FindingSeverity, FlowPage, FormFlow, LogicFinding } from './types';
export { createFormEvaluator, evaluateForm, type FormEvaluator } from './evaluate-form';
export {
  isLastPage,
  nextPageIndex,
  pageIndexById,
  pageIndexOfQuestion,
  previousPageIndex,
} from './page-navigation';
export {
  applyOperator,
  conditionsHold,
  evaluateCondition,
  isMissingOperand,
  type OperatorOptions,
} from './operators';
export {
  checkRegexSafety,
  MAX_REGEX_INPUT,
  MAX_REGEX_LENGTH,
  safeRegexTest,
  type RegexSafety,
} from './safe-regex';
export {
  calculate,
  compileExpression,
  evaluateExpression,
  EXPRESSION_FUNCTIONS,
  MAX_EXPRESSION_DEPTH,
  MAX_EXPRESSION_LENGTH,
  parseExpression,
  type ExpressionError,
  type ExpressionNode,
  type ParseResult,
} from './expression';
export { LOGIC_FINDING_CODES, verifyLogic, type LogicFindingCode } from './verify-logic';
