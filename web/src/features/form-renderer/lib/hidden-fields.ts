/** HIDDEN_FIELD values from the page's URL: ?ref=newsletter fills the field named "ref". */
import type { Answers, Question } from '@core/form/definition';
import { settingString } from '@/renderer/lib/question-settings';

const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_LENGTH = 2000;

export function hiddenFieldAnswers(questions: readonly Question[], search: string): Answers {
  const params = new URLSearchParams(search);
  const answers: Answers = {};
  for (const question of questions) {
    if (question.type !== 'HIDDEN_FIELD') continue;
    const name = settingString(question, 'name', 'ref');
    if (!NAME.test(name)) continue;
    const value = params.get(name);
    if (value !== null && value !== '') answers[question.id] = value.slice(0, MAX_LENGTH);
  }
  return answers;
}
