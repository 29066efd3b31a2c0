/** A span within one day; overnight spans are not supported, so the start must come first. */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { timeOfDaySchema } from './shared/date-time';
import { defineQuestionType, noSettingsSchema } from './shared/define';
import { PRESENCE_OPERATORS } from './shared/operators';

const timeRangeSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((range) => range.start < range.end, { message: MESSAGES.invalidInput, path: ['end'] });

export const timeRange = defineQuestionType({
  type: 'TIME_RANGE',
  label: 'Time range',
  category: 'date',
  summary: 'recent',
  settingsSchema: noSettingsSchema,
  defaults: () => ({ settings: {} }),
  answerSchema: () => timeRangeSchema,
  operators: PRESENCE_OPERATORS,
  toPlainText: (answer: z.infer<typeof timeRangeSchema>) => `${answer.start} - ${answer.end}`,
});
