/**
 * Answers picked from `question.options`. With `allowOther` the respondent may type one value of
 * their own instead, so any non-blank text up to OTHER_MAX_LENGTH is accepted in its place.
 */
import { z } from 'zod';
import type { Question } from '../../form/definition';
import type { QuestionType } from '../../form/enums';
import { MESSAGES } from '../../form/messages';
import { answerSchemaFrom, defineQuestionType, hasNoDuplicates } from './define';
import { SINGLE_CHOICE_OPERATORS } from './operators';
import { textAsPlainText } from './text';

export const OTHER_MAX_LENGTH = 500;
export const DEFAULT_OPTIONS = ['Option 1', 'Option 2', 'Option 3'];

export const allowOtherSchema = z.boolean().default(false);

export function optionsOf(question: Question): readonly string[] {
  return question.options ?? [];
}

/** The choices of an option-based type: its options, as answers name them (by their text). */
export const optionChoices = (question: Question) => ({ values: optionsOf(question) });

function isOther(options: readonly string[], value: string): boolean {
  return !options.includes(value);
}

export function singleChoiceSchema(options: readonly string[], allowOther: boolean) {
  return z
    .string()
    .max(OTHER_MAX_LENGTH)
    .refine((v) => !isOther(options, v) || (allowOther && v.trim() !== ''), MESSAGES.invalidInput);
}

interface MultiChoiceRules {
  allowOther: boolean;
  minSelections?: number | undefined;
  maxSelections?: number | undefined;
}

/** Distinct options; with allowOther, at most one extra typed value (there is one "Other" box). */
export function multiChoiceSchema(options: readonly string[], rules: MultiChoiceRules) {
  const ceiling = options.length + (rules.allowOther ? 1 : 0);
  return z
    .array(z.string().max(OTHER_MAX_LENGTH))
    .min(rules.minSelections ?? 1)
    .max(Math.min(rules.maxSelections ?? ceiling, ceiling))
    .refine((values) => {
      const others = values.filter((v) => isOther(options, v));
      const otherAllowed = rules.allowOther ? 1 : 0;
      return (
        hasNoDuplicates(values) &&
        others.length <= otherAllowed &&
        others.every((v) => v.trim() !== '')
      );
    }, MESSAGES.invalidInput);
}

export const joinValues = (values: readonly string[]) => values.join(', ');

const singleChoiceSettingsSchema = z.object({ allowOther: allowOtherSchema });

/** MULTIPLE_CHOICE (radio buttons) and DROPDOWN: same answer, different rendering. */
export function defineSingleChoiceType(
  type: Extract<QuestionType, 'MULTIPLE_CHOICE' | 'DROPDOWN'>,
  label: string,
) {
  return defineQuestionType({
    type,
    label,
    category: 'choice',
    summary: 'counts',
    choices: optionChoices,
    settingsSchema: singleChoiceSettingsSchema,
    defaults: () => ({ options: [...DEFAULT_OPTIONS], settings: { allowOther: false } }),
    answerSchema: answerSchemaFrom(singleChoiceSettingsSchema, (s, q) =>
      singleChoiceSchema(optionsOf(q), s.allowOther),
    ),
    operators: SINGLE_CHOICE_OPERATORS,
    toPlainText: textAsPlainText,
  });
}
