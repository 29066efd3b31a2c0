/** A web address; other schemes (javascript:, data:, mailto:) are refused, the link gets clicked. */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { defineQuestionType } from './shared/define';
import { TEXT_OPERATORS } from './shared/operators';
import { placeholderSettingsSchema, textAsPlainText } from './shared/text';
import { isWebUrl } from './shared/web-url';

const MAX_URL = 2000;

const urlSchema = z
  .string()
  .trim()
  .max(MAX_URL)
  .refine((v) => isWebUrl(v, ['http', 'https']), MESSAGES.invalidInput);

export const url = defineQuestionType({
  type: 'URL',
  label: 'Website',
  category: 'contact',
  summary: 'recent',
  settingsSchema: placeholderSettingsSchema,
  defaults: () => ({ settings: { placeholder: 'https://' } }),
  answerSchema: () => urlSchema,
  operators: TEXT_OPERATORS,
  toPlainText: textAsPlainText,
});
