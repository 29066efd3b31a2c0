/**
 * What is wrong with one answer, as a code and its values rather than as English text (ADR 043):
 * the server and the API speak English (englishMessage, the spec's exact strings), and the
 * respondent's page turns the same issue into the respondent's language through its own message
 * catalogue. Core stays free of any catalogue: it only names the problem.
 */
import { formatFileSize } from '../question-types/shared/file-reference';
import { BOUND_MESSAGES, MESSAGES, expectedReceived } from './messages';

interface Issues {
  required: undefined;
  invalidInput: undefined;
  allRowsRequired: undefined;
  expectedReceived: { expected: string; received: string };
  tooShort: { limit: number };
  tooLong: { limit: number };
  tooSmall: { limit: number };
  tooBig: { limit: number };
  notGreaterThan: { limit: number };
  notLessThan: { limit: number };
  tooFewItems: { limit: number };
  tooManyItems: { limit: number };
  tooManyDecimals: { limit: number };
  /** An ISO date (yyyy-mm-dd). */
  dateTooEarly: { date: string };
  dateTooLate: { date: string };
  fileTooLarge: { bytes: number };
  /** A text that is not one of ours (a schema's own message): shown as it is. */
  text: { text: string };
}

export type AnswerIssueCode = keyof Issues;

export type AnswerIssue = {
  [C in AnswerIssueCode]: Issues[C] extends undefined
    ? { code: C; values?: undefined }
    : { code: C; values: Issues[C] };
}[AnswerIssueCode];

export const ANSWER_ISSUE_CODES = [
  'required',
  'invalidInput',
  'allRowsRequired',
  'expectedReceived',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'notGreaterThan',
  'notLessThan',
  'tooFewItems',
  'tooManyItems',
  'tooManyDecimals',
  'dateTooEarly',
  'dateTooLate',
  'fileTooLarge',
  'text',
] as const satisfies readonly AnswerIssueCode[];

/** Tells an issue from anything else a schema may carry in its params. */
export function isAnswerIssue(value: unknown): value is AnswerIssue {
  if (typeof value !== 'object' || value === null) return false;
  const { code } = value as { code?: unknown };
  return (ANSWER_ISSUE_CODES as readonly unknown[]).includes(code);
}

/** The English text of an issue: the API's and the server's language, the spec's strings. */
export function englishMessage(issue: AnswerIssue): string {
  switch (issue.code) {
    case 'required':
      return MESSAGES.required;
    case 'invalidInput':
      return MESSAGES.invalidInput;
    case 'allRowsRequired':
      return MESSAGES.allRowsRequired;
    case 'expectedReceived':
      return expectedReceived(issue.values.expected, issue.values.received);
    case 'dateTooEarly':
      return BOUND_MESSAGES.dateTooEarly(issue.values.date);
    case 'dateTooLate':
      return BOUND_MESSAGES.dateTooLate(issue.values.date);
    case 'fileTooLarge':
      return BOUND_MESSAGES.fileTooLarge(formatFileSize(issue.values.bytes));
    case 'text':
      return issue.values.text;
    default:
      return BOUND_MESSAGES[issue.code](issue.values.limit);
  }
}
