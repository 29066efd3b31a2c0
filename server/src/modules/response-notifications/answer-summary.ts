/**
 * The short plain-text summary a new-response mail shows: the first few answered questions as
 * "Question: answer", each cut short. Plain text only; the mail's HTML part escapes it.
 */
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';

export const SUMMARY_ANSWERS = 3;
const TITLE_MAX = 80;
const ANSWER_MAX = 140;

/** Types whose answer says nothing to a reader of a mail (or should not travel in one). */
const SKIPPED = new Set(['CAPTCHA', 'HIDDEN_FIELD', 'SIGNATURE', 'PAYMENT', 'SURVEY_LOGIC']);

export const NO_ANSWERS_SUMMARY = 'No answers to show here: open the response to see it.';

function shorten(text: string, max: number): string {
  // Control characters and line breaks would break the one-line-per-answer layout.
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function plainText(question: Question, answer: unknown): string {
  const type = getQuestionType(question.type);
  try {
    if (type.isEmpty(answer)) return '';
    const text: unknown = type.toPlainText(answer, question);
    if (typeof text === 'string') return text;
  } catch {
    // A stored answer that no longer fits its question: show it raw rather than nothing.
  }
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

export function summarizeAnswers(
  questions: readonly Question[],
  answers: Record<string, unknown>,
): string {
  const lines: string[] = [];
  for (const question of questions) {
    if (lines.length === SUMMARY_ANSWERS) break;
    if (SKIPPED.has(question.type)) continue;
    const answer = answers[question.id];
    if (answer === undefined || answer === null) continue;
    const text = shorten(plainText(question, answer), ANSWER_MAX);
    if (text) lines.push(`${shorten(question.title, TITLE_MAX) || 'Untitled question'}: ${text}`);
  }
  return lines.length > 0 ? lines.join('\n') : NO_ANSWERS_SUMMARY;
}
