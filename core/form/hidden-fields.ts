/**
 * HIDDEN_FIELD values from the page's URL: ?ref=newsletter fills the field named "ref". Read by the
 * browser's session and, for a respondent without script, by the server (ADR 039), which carries
 * them through the posted pages.
 */
import type { Answers, Question } from './definition';

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
export const HIDDEN_FIELD_MAX_LENGTH = 2000;

/** The URL parameter a hidden field is filled from ("ref" unless the owner named it). */
function parameterOf(question: Question): string {
  const settings = question.settings as Record<string, unknown> | null | undefined;
  return typeof settings?.name === 'string' ? settings.name : 'ref';
}

/** The address's query parameters (a URLSearchParams; core has no DOM types to name it). */
export interface QueryParams {
  get(name: string): string | null;
}

export function hiddenFieldAnswers(questions: readonly Question[], params: QueryParams): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    if (question.type !== 'HIDDEN_FIELD') continue;
    const name = parameterOf(question);
    if (!NAME.test(name)) continue;
    const value = params.get(name);
    if (value !== null && value !== '') {
      answers[question.id] = value.slice(0, HIDDEN_FIELD_MAX_LENGTH);
    }
  }
  return answers;
}
