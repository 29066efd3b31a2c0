/**
 * The per-answer checks a respondent meets page by page, wherever the page is checked: in the
 * browser (the renderer's engine chunk) and on the server's no-script path (ADR 033). The whole
 * submission is checked by validateSubmission; these are its pieces for one page.
 */
import type { Answers, FormDefinition, Question } from './definition';
import { type AnswerIssue, englishMessage } from './answer-issue';
import { hiddenFieldDefault } from '../question-types/hidden-field';
import { QUESTION_TYPE_REGISTRY } from '../question-types/registry';
import { parseAnswer } from '../question-types/shared/issue-message';
import type { QuestionTypeDefinition } from '../question-types/types';

export function questionTypeOf(question: Question): QuestionTypeDefinition | undefined {
  return Object.hasOwn(QUESTION_TYPE_REGISTRY, question.type)
    ? (QUESTION_TYPE_REGISTRY[question.type] as QuestionTypeDefinition)
    : undefined;
}

/** The valid answers only (hidden fields with their defaults): what logic is evaluated on. */
export function acceptedAnswers(form: FormDefinition, answers: Answers): Answers {
  const accepted: Answers = {};
  for (const question of form.questions) {
    const type = questionTypeOf(question);
    if (!type?.answerable) continue;
    let value = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (question.type === 'HIDDEN_FIELD' && type.isEmpty(value))
      value = hiddenFieldDefault(question);
    if (type.isEmpty(value)) continue;
    const parsed = parseAnswer(type.answerSchema(question), value);
    if (parsed.ok) accepted[question.id] = parsed.value;
  }
  return accepted;
}

/** What is wrong with one answer (ADR 043: a code and values), or null when it is fine. */
export function checkAnswerIssue(
  question: Question,
  value: unknown,
  required: boolean,
): AnswerIssue | null {
  const type = questionTypeOf(question);
  if (!type) return null;
  if (type.isEmpty(value)) return required ? { code: 'required' } : null;
  const parsed = parseAnswer(type.answerSchema(question), value);
  return parsed.ok ? null : parsed.issue;
}

/** The message for one answer ('Required', a bound, 'Invalid input'), or null when it is fine. */
export function checkAnswer(question: Question, value: unknown, required: boolean): string | null {
  const issue = checkAnswerIssue(question, value, required);
  return issue && englishMessage(issue);
}
