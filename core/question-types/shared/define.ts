/**
 * Building blocks every question type uses: the common defaults of a definition, the generic
 * emptiness test and safe access to a question's settings.
 */
import { z } from 'zod';
import type { Question } from '../../form/definition';
import { MESSAGES } from '../../form/messages';
import type { QuestionTypeDefinition } from '../types';
import { cacheAnswerSchemas } from './schema-cache';

type Defaulted = 'answerable' | 'storesAnswer' | 'isEmpty' | 'choices';
type DefinitionInput<S, A> = Omit<QuestionTypeDefinition<S, A>, Defaulted> &
  Partial<Pick<QuestionTypeDefinition<S, A>, Defaulted>>;

/**
 * Most types are answerable, stored, empty when blank and answered freely (no choices); only the
 * exceptions say otherwise.
 */
export function defineQuestionType<S, A>(def: DefinitionInput<S, A>): QuestionTypeDefinition<S, A> {
  return {
    answerable: true,
    storesAnswer: true,
    isEmpty: isBlank,
    choices: () => null,
    ...def,
    answerSchema: cacheAnswerSchemas(def.answerSchema),
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Missing, blank text, [] and {} are "not answered"; 0 and false are real answers. */
export function isBlank(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return answer.length === 0;
  if (isPlainObject(answer)) return Object.keys(answer).length === 0;
  return false;
}

/** Types with nothing to configure. */
export const noSettingsSchema = z.object({});

/**
 * A question's settings through its type's schema. Settings are checked when a form is saved, so
 * a failure here means stale data: fall back to the type's defaults rather than break the form.
 * Undefined only when the type has no usable defaults (PAYMENT needs an amount).
 */
export function readSettings<S>(schema: z.ZodType<S>, question: Question): S | undefined {
  const own = schema.safeParse(question.settings ?? {});
  if (own.success) return own.data;
  const fallback = schema.safeParse({});
  return fallback.success ? fallback.data : undefined;
}

/** For types whose every setting has a default, where the fallback always succeeds. */
export function settingsWithDefaults<S>(schema: z.ZodType<S>, question: Question): S {
  return readSettings(schema, question) ?? schema.parse({});
}

const rejectEverything = z.never({ error: MESSAGES.invalidInput });

/** `answerSchema` for types whose answer depends on settings; unusable settings accept nothing. */
export function answerSchemaFrom<S, A>(
  settingsSchema: z.ZodType<S>,
  build: (settings: S, question: Question) => z.ZodType<A>,
): (question: Question) => z.ZodType<A> {
  return (question) => {
    const settings = readSettings(settingsSchema, question);
    return settings === undefined ? rejectEverything : build(settings, question);
  };
}

/** True when no value appears twice (by identity, so meant for arrays of primitives). */
export function hasNoDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}
