/** A number typed by the respondent, sent as a JSON number (never a numeric string). */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { issueParams } from './shared/issue-params';
import { answerSchemaFrom, defineQuestionType } from './shared/define';
import { numberToPlainText } from './shared/numeric';
import { NUMERIC_OPERATORS } from './shared/operators';
import { placeholderSchema } from './shared/text';

const settingsSchema = z
  .object({
    min: z.number().optional(),
    max: z.number().optional(),
    integerOnly: z.boolean().default(false),
    /** Most decimal places allowed (2 for money); unset means any. */
    decimals: z.number().int().min(0).max(10).optional(),
    placeholder: placeholderSchema,
  })
  .refine((s) => (s.min ?? -Infinity) <= (s.max ?? Infinity), {
    message: MESSAGES.invalidInput,
    path: ['max'],
  });

// Compares against the rounded value so that binary float noise (0.1 + 0.2) is not punished.
function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Math.abs(Number(value.toFixed(decimals)) - value) <= Number.EPSILON * Math.abs(value);
}

export const number = defineQuestionType({
  type: 'NUMBER',
  label: 'Number',
  category: 'number',
  summary: 'numbers',
  settingsSchema,
  defaults: () => ({ settings: { integerOnly: false } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s) => {
    let schema = s.integerOnly ? z.number().int() : z.number();
    if (s.min !== undefined) schema = schema.min(s.min);
    if (s.max !== undefined) schema = schema.max(s.max);
    const { decimals } = s;
    if (decimals === undefined) return schema;
    return schema.refine(
      (v) => hasAtMostDecimals(v, decimals),
      issueParams({ code: 'tooManyDecimals', values: { limit: decimals } }),
    );
  }),
  operators: NUMERIC_OPERATORS,
  toPlainText: numberToPlainText,
});
