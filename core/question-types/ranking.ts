/** Every option, each exactly once, most preferred first. */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { DEFAULT_OPTIONS, optionChoices, optionsOf } from './shared/choice';
import { defineQuestionType, hasNoDuplicates, noSettingsSchema } from './shared/define';
import { PRESENCE_OPERATORS } from './shared/operators';

export const ranking = defineQuestionType({
  type: 'RANKING',
  label: 'Ranking',
  category: 'choice',
  summary: 'ranking',
  choices: optionChoices,
  settingsSchema: noSettingsSchema,
  defaults: () => ({ options: [...DEFAULT_OPTIONS], settings: {} }),
  answerSchema: (question) => {
    const options = optionsOf(question);
    return z
      .array(z.string())
      .refine(
        (ranked) =>
          ranked.length === options.length &&
          hasNoDuplicates(ranked) &&
          ranked.every((v) => options.includes(v)),
        MESSAGES.invalidInput,
      );
  },
  // Position-based conditions ("ranked first") are not expressible with the spec's operators.
  operators: PRESENCE_OPERATORS,
  toPlainText: (answer: string[]) => answer.map((v, i) => `${i + 1}. ${v}`).join(', '),
});
