/** Several distinct days (availability polls, bookings); stored sorted so equal picks compare equal. */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { joinValues } from './shared/choice';
import { dateRangeIsOrdered, dateRangeSettings, dateWithin } from './shared/date-time';
import { answerSchemaFrom, defineQuestionType, hasNoDuplicates } from './shared/define';
import { MULTI_DATE_OPERATORS } from './shared/operators';

/** A year of days: beyond that the picker is the wrong tool. */
const MAX_DATES = 366;

const settingsSchema = z
  .object({
    ...dateRangeSettings,
    minCount: z.number().int().min(1).max(MAX_DATES).default(1),
    maxCount: z.number().int().min(1).max(MAX_DATES).default(MAX_DATES),
  })
  .refine((s) => s.minCount <= s.maxCount && dateRangeIsOrdered(s), MESSAGES.invalidInput);

export const multipleDatePicker = defineQuestionType({
  type: 'MULTIPLE_DATE_PICKER',
  label: 'Multiple dates',
  category: 'date',
  summary: 'selections',
  settingsSchema,
  defaults: () => ({ settings: { minCount: 1, maxCount: MAX_DATES } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s) =>
    z
      .array(dateWithin(s))
      .min(s.minCount)
      .max(s.maxCount)
      .refine(hasNoDuplicates, MESSAGES.invalidInput)
      .transform((dates) => [...dates].sort()),
  ),
  operators: MULTI_DATE_OPERATORS,
  toPlainText: joinValues,
});
