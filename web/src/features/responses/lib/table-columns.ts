/** Which questions get a column, a filter, and how dates read on this screen. */
import type { Question } from '@core/form/definition';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/** Types with nothing stored to show (a logic step, a CAPTCHA that is checked and dropped). */
const NO_ANSWER_TYPES = new Set(['SURVEY_LOGIC', 'CAPTCHA']);

/** Answers the list's filter cannot match as plain text (objects, files). */
const NOT_FILTERABLE = new Set([
  'MATRIX',
  'LIKERT_SCALE',
  'FILE_UPLOAD',
  'MULTIPLE_FILE_UPLOAD',
  'PICTURE_UPLOAD',
  'VIDEO_UPLOAD',
  'SIGNATURE',
  'LOCATION',
  'PAYMENT',
  'TIME_RANGE',
]);

/** The form's answerable questions in form order. */
export function answerColumns(questions: readonly Question[]): Question[] {
  return [...questions]
    .filter((q) => !NO_ANSWER_TYPES.has(q.type))
    .sort((a, b) => a.order - b.order);
}

export function filterableQuestions(questions: readonly Question[]): Question[] {
  return answerColumns(questions).filter((q) => !NOT_FILTERABLE.has(q.type));
}

/** The values offered for an answer filter on this question, or null for free text. */
export function answerChoices(question: Question): { value: string; label: string }[] | null {
  if (question.type === 'YES_NO') {
    const yes = question.settings.yesLabel;
    const no = question.settings.noLabel;
    return [
      { value: 'true', label: typeof yes === 'string' && yes ? yes : t(m.yes) },
      { value: 'false', label: typeof no === 'string' && no ? no : t(m.no) },
    ];
  }
  if (question.options && question.options.length > 0)
    return question.options.map((option) => ({ value: option, label: option }));
  return null;
}
