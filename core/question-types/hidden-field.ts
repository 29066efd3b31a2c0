/**
 * A value the respondent never sees: filled by the renderer from the URL parameter `name`
 * (?ref=newsletter), else `defaultValue`, or by a SET_VALUE / CALCULATE action. Numbers and
 * booleans from logic are stored as text so every hidden value has one type.
 */
import { z } from 'zod';
import type { Question } from '../form/definition';
import { defineQuestionType, readSettings } from './shared/define';
import { TEXT_OPERATORS } from './shared/operators';
import { textAsPlainText } from './shared/text';

export const HIDDEN_VALUE_MAX_LENGTH = 2000;

const settingsSchema = z.object({
  /** The URL query parameter read into this field. */
  name: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .default('ref'),
  defaultValue: z.string().max(HIDDEN_VALUE_MAX_LENGTH).default(''),
});

const hiddenValueSchema = z.preprocess(
  (v) => (typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : v),
  z.string().max(HIDDEN_VALUE_MAX_LENGTH),
);

/** What the field holds when neither the URL nor logic gave it a value. */
export function hiddenFieldDefault(question: Question): string | undefined {
  const defaultValue = readSettings(settingsSchema, question)?.defaultValue;
  return defaultValue === '' ? undefined : defaultValue;
}

export const hiddenField = defineQuestionType({
  type: 'HIDDEN_FIELD',
  label: 'Hidden field',
  category: 'advanced',
  summary: 'recent',
  settingsSchema,
  defaults: () => ({ settings: { name: 'ref', defaultValue: '' } }),
  answerSchema: () => hiddenValueSchema,
  operators: TEXT_OPERATORS,
  toPlainText: textAsPlainText,
});
