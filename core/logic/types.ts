/** The result shapes of the logic engine. */
import type { Answers } from '../form/definition';

export type { Answers } from '../form/definition';

/** One page of the respondent's flow, holding only questions they will see. */
export interface FlowPage {
  /** 'start' for the first page, else the id of the page break that opens it. */
  id: string;
  /** The page break's title and description ('' on the start page). */
  title: string;
  description: string;
  /** Visible questions to render on this page, in order (hidden fields and logic items left out). */
  questionIds: string[];
}

export interface FiredRule {
  /** The id of the rule or SURVEY_LOGIC block that fired. */
  ruleId: string;
  /** The question (or SURVEY_LOGIC item) it sits on. */
  questionId: string;
}

/** Where a respondent's answers take them through a form: computed by evaluateForm. */
export interface FormFlow {
  /** Every question still in the flow after SHOW/HIDE/SKIP_TO/END_FORM, in run order. */
  visibleQuestionIds: string[];
  /** All other question ids (hidden, skipped or after the end), in run order. */
  hiddenQuestionIds: string[];
  /** Visible questions the respondent must answer now. */
  requiredQuestionIds: string[];
  /**
   * Answers of visible questions, answers keyed by anything that is not a question id (URL
   * variables), and SET_VALUE / CALCULATE results keyed by their target. Answers of hidden or
   * skipped questions are left out.
   */
  values: Answers;
  /** Pages that have at least one question to render. */
  pages: FlowPage[];
  /** An END_FORM fired: nothing after `endedAfterQuestionId` is shown. */
  ended: boolean;
  endedAfterQuestionId?: string;
  /** Rules and blocks whose conditions held, in evaluation order. */
  firedRules: FiredRule[];
}

export type FindingSeverity = 'error' | 'warning';

/** A problem verify-logic found in a form's logic, for the builder to show. */
export interface LogicFinding {
  severity: FindingSeverity;
  /** Stable machine code, e.g. JUMP_BACKWARD (see verify-logic.ts for the list). */
  code: string;
  /** The question the finding is about: the rule's own question, or the one affected. */
  questionId: string;
  ruleId?: string;
  message: string;
}
