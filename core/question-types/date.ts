import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { dateRangeIsOrdered, dateRangeSettings, dateWithin } from './shared/date-time';
import { answerSchemaFrom, defineQuestionType } from './shared/define';
import { DATE_OPERATORS } from './shared/operators';
import { textAsPlainText } from './shared/text';

const settingsSchema = z
  .object(dateRangeSettings)
  .refine(dateRangeIsOrdered, { message: MESSAGES.invalidInput, path: ['maxDate'] });

export const date = defineQuestionType({
  type: 'DATE',
  label: 'Date',
  category: 'date',
  summary: 'recent',
  settingsSchema,
  defaults: () => ({ settings: {} }),
  answerSchema: answerSchemaFrom(settingsSchema, dateWithin),
  operators: DATE_OPERATORS,
  toPlainText: textAsPlainText,
});
