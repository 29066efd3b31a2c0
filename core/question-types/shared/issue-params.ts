/**
 * A refinement's error that carries its issue (ADR 043): the English message for the API and the
 * server, and the code and values in the zod issue's params, which parseAnswer hands on so the
 * respondent's page can say it in the respondent's language.
 */
import { type AnswerIssue, englishMessage } from '../../form/answer-issue';

export function issueParams(issue: AnswerIssue): { message: string; params: AnswerIssue } {
  return { message: englishMessage(issue), params: issue };
}
