/** The classic Net Promoter Score row: eleven numbered buttons, 0 to 10. */
import { defineQuestionType, noSettingsSchema } from './shared/define';
import { NPS_LABELS, npsAnswerSchema, npsChoices, scoredTypeBase } from './shared/numeric';

export const nps = defineQuestionType({
  ...scoredTypeBase,
  type: 'NPS',
  label: 'Net Promoter Score',
  settingsSchema: noSettingsSchema,
  defaults: () => ({ ...NPS_LABELS, settings: {} }),
  answerSchema: () => npsAnswerSchema,
  choices: npsChoices,
});
