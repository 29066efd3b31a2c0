/** New questions from a type's defaults, and copies of existing ones with fresh ids. */
import { questionSchema, type LogicRule, type Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { withGridIds, withOptionIds } from '@core/form/option-identity';
import { getQuestionType } from '@core/question-types/registry';
import { newOptionId } from './ids';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/**
 * The text a question added in the builder starts with (issue 28 item 9): a real title, so the
 * form stays valid and autosave goes on while the author has not typed theirs yet; the builder
 * selects it, so the first keystroke replaces it (as Google Forms' "Untitled Question").
 */
export const NEW_QUESTION_TITLE = t(m.newQuestionTitle);

export function newQuestion(type: QuestionType, id: string, title = ''): Question {
  const defaults = getQuestionType(type).defaults();
  // Parsed with the envelope schema (except the title, which starts empty for the author to fill)
  // so every column has its default and the question has exactly the stored shape.
  const parsed = questionSchema.parse({ ...defaults, id, type, title: 'x', order: 0 });
  // Options, grid rows and columns get their ids here, as questions do, so a rename keeps its
  // counts (ADR 037).
  const withIds = withGridIds(
    withOptionIds(parsed, undefined, newOptionId),
    undefined,
    newOptionId,
  );
  return { ...withIds, title };
}

/**
 * A copy placed right after the original: new question id, rule ids derived from it, and
 * conditions on the original's own answer pointed at the copy's answer.
 */
export function copyOfQuestion(question: Question, newId: string): Question {
  const logic: LogicRule[] | null =
    question.logic?.map((rule, index) => ({
      ...rule,
      id: `${newId}-r${index + 1}`,
      conditions: rule.conditions.map((c) =>
        c.questionId === question.id ? { ...c, questionId: newId } : c,
      ),
      actions: rule.actions.map((a) => ({ ...a })),
    })) ?? null;
  return structuredClone({ ...question, id: newId, logic });
}
