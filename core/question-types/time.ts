/** A time of day, 24-hour HH:MM; the renderer may display 12-hour but always sends this form. */
import { defineQuestionType, noSettingsSchema } from './shared/define';
import { timeOfDaySchema } from './shared/date-time';
import { SINGLE_CHOICE_OPERATORS } from './shared/operators';
import { textAsPlainText } from './shared/text';

export const time = defineQuestionType({
  type: 'TIME',
  label: 'Time',
  category: 'date',
  summary: 'recent',
  settingsSchema: noSettingsSchema,
  defaults: () => ({ settings: {} }),
  answerSchema: () => timeOfDaySchema,
  // The date operators parse calendar dates, and numeric comparisons would not parse "09:30".
  operators: SINGLE_CHOICE_OPERATORS,
  toPlainText: textAsPlainText,
});
