/**
 * The answer is a boolean, not 'yes'/'no' text: it stays the same when the author renames the
 * buttons (yesLabel/noLabel) or the form is translated, and `false` is a real answer, not empty.
 */
import { z } from 'zod';
import { defineQuestionType, settingsWithDefaults } from './shared/define';
import { BOOLEAN_OPERATORS } from './shared/operators';

const settingsSchema = z.object({
  yesLabel: z.string().trim().min(1).max(60).default('Yes'),
  noLabel: z.string().trim().min(1).max(60).default('No'),
});

export const yesNo = defineQuestionType({
  type: 'YES_NO',
  label: 'Yes / No',
  category: 'choice',
  summary: 'counts',
  // The stored booleans' text; the labels are the question's to show (toPlainText).
  choices: () => ({ values: ['true', 'false'] }),
  settingsSchema,
  defaults: () => ({ settings: { yesLabel: 'Yes', noLabel: 'No' } }),
  answerSchema: () => z.boolean(),
  operators: BOOLEAN_OPERATORS,
  toPlainText: (answer: boolean, question) => {
    const labels = settingsWithDefaults(settingsSchema, question);
    return answer ? labels.yesLabel : labels.noLabel;
  },
});
