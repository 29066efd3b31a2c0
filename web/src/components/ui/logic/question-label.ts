import type { Question } from '@core/form/definition';
import { t } from '@/lib/app-messages/app-messages';
import { questionTypeName } from '@/lib/core-texts/core-texts';
import { uiMessages as m } from '../messages';

/** "3. What is your name?" (or the type's name while the question has no text). */
export function questionLabel(question: Question, questions: readonly Question[]): string {
  const number = questions.findIndex((q) => q.id === question.id) + 1;
  const title =
    question.title.trim() || t(m.untitledQuestion, { type: questionTypeName(question.type) });
  const short = title.length > 60 ? `${title.slice(0, 57)}…` : title;
  return t(m.questionNumbered, { number: String(number), title: short });
}
