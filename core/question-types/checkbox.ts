/** Several options at once; bounds on how many come from settings. */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import {
  DEFAULT_OPTIONS,
  allowOtherSchema,
  joinValues,
  multiChoiceSchema,
  optionChoices,
  optionsOf,
} from './shared/choice';
import { answerSchemaFrom, defineQuestionType } from './shared/define';
import { MULTI_CHOICE_OPERATORS } from './shared/operators';

const settingsSchema = z
  .object({
    allowOther: allowOtherSchema,
    minSelections: z.number().int().min(1).max(500).optional(),
    maxSelections: z.number().int().min(1).max(500).optional(),
  })
  .refine((s) => (s.minSelections ?? 1) <= (s.maxSelections ?? Infinity), {
    message: MESSAGES.invalidInput,
    path: ['maxSelections'],
  });

export const checkbox = defineQuestionType({
  type: 'CHECKBOX',
  label: 'Checkboxes',
  category: 'choice',
  summary: 'selections',
  choices: optionChoices,
  settingsSchema,
  defaults: () => ({ options: [...DEFAULT_OPTIONS], settings: { allowOther: false } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s, q) => multiChoiceSchema(optionsOf(q), s)),
  operators: MULTI_CHOICE_OPERATORS,
  toPlainText: joinValues,
});
