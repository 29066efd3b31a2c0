/** Free-text answers: SHORT_TEXT and LONG_TEXT differ only in their ceiling and label. */
import { z } from 'zod';
import type { QuestionType } from '../../form/enums';
import { MESSAGES } from '../../form/messages';
import { answerSchemaFrom, defineQuestionType } from './define';
import { TEXT_OPERATORS } from './operators';

export const placeholderSchema = z.string().max(200).default('');
/** Settings of single-line inputs whose answer rules are fixed (e-mail, URL). */
export const placeholderSettingsSchema = z.object({ placeholder: placeholderSchema });

/** Text answers export as they are. */
export const textAsPlainText = (answer: string) => answer;

function textSettingsSchema(ceiling: number) {
  return z
    .object({
      minLength: z.number().int().min(0).max(ceiling).optional(),
      maxLength: z.number().int().min(1).max(ceiling).optional(),
      placeholder: placeholderSchema,
    })
    .refine((s) => (s.minLength ?? 0) <= (s.maxLength ?? ceiling), {
      message: MESSAGES.invalidInput,
      path: ['maxLength'],
    });
}

export type TextSettings = z.infer<ReturnType<typeof textSettingsSchema>>;

interface TextTypeOptions {
  type: Extract<QuestionType, 'SHORT_TEXT' | 'LONG_TEXT'>;
  label: string;
  /** Hard limit that applies even when the author sets no maxLength. */
  ceiling: number;
  placeholder: string;
}

export function defineTextType({ type, label, ceiling, placeholder }: TextTypeOptions) {
  const settingsSchema = textSettingsSchema(ceiling);
  return defineQuestionType<TextSettings, string>({
    type,
    label,
    category: 'text',
    summary: 'recent',
    settingsSchema,
    defaults: () => ({ required: false, settings: { placeholder } }),
    // Kept exactly as typed: leading spaces or line breaks can be meaningful in free text.
    answerSchema: answerSchemaFrom(settingsSchema, (s) =>
      z
        .string()
        .min(s.minLength ?? 0)
        .max(s.maxLength ?? ceiling),
    ),
    operators: TEXT_OPERATORS,
    toPlainText: textAsPlainText,
  });
}
