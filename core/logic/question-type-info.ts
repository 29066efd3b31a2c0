/**
 * What the logic engine needs from the question-type registry, read defensively: a form can hold
 * a type string the registry does not know (old data), and that must not break evaluation.
 */
import type { Question } from '../form/definition';
import type { LogicOperator, QuestionType } from '../form/enums';
import { QUESTION_TYPE_REGISTRY } from '../question-types/registry';
import type { QuestionTypeDefinition } from '../question-types/types';
import { isBlank, isPlainObject, toFiniteNumber } from './answer-values';

/** Types the respondent never sees: no page, never required, even when visible in the flow. */
const NOT_RENDERED: ReadonlySet<string> = new Set<QuestionType>(['HIDDEN_FIELD', 'SURVEY_LOGIC']);

function definitionOf(type: string): QuestionTypeDefinition | undefined {
  return Object.hasOwn(QUESTION_TYPE_REGISTRY, type)
    ? (QUESTION_TYPE_REGISTRY[type as QuestionType] as QuestionTypeDefinition)
    : undefined;
}

/** The type's emptiness test, or the generic one for an unknown type. */
export function isEmptyFor(type: string): (answer: unknown) => boolean {
  return definitionOf(type)?.isEmpty ?? isBlank;
}

/** The operators the type offers; null for an unknown type. */
export function operatorsFor(type: string): readonly LogicOperator[] | null {
  return definitionOf(type)?.operators ?? null;
}

export function isRendered(type: string): boolean {
  return !NOT_RENDERED.has(type);
}

/** Choice types whose answers must come from `question.options` (no "Other" box). */
const CHOICE_TYPES: ReadonlySet<string> = new Set<QuestionType>([
  'MULTIPLE_CHOICE',
  'DROPDOWN',
  'CHECKBOX',
  'IMAGE_CHOICE',
  'RANKING',
]);

/** The closed list of values a choice question can answer with, or null when it is open. */
export function closedOptions(question: Question): readonly string[] | null {
  if (!CHOICE_TYPES.has(question.type) || !question.options?.length) return null;
  const settings = isPlainObject(question.settings) ? question.settings : {};
  return settings.allowOther === true ? null : question.options;
}

export interface NumericRange {
  min: number;
  max: number;
  integer: boolean;
}

/** The answers a scored or number question can take, per its type's answer schema. */
export function numericRange(question: Question): NumericRange | null {
  const settings = isPlainObject(question.settings) ? question.settings : {};
  switch (question.type) {
    case 'NPS':
    case 'NPS_RATING':
      return { min: 0, max: 10, integer: true };
    case 'RATING':
      return { min: 1, max: toFiniteNumber(settings.max) ?? 5, integer: true };
    case 'SCALE':
      return { min: question.scaleMin ?? 1, max: question.scaleMax ?? 10, integer: true };
    case 'NUMBER':
      return {
        min: toFiniteNumber(settings.min) ?? -Infinity,
        max: toFiniteNumber(settings.max) ?? Infinity,
        integer: settings.integerOnly === true,
      };
    default:
      return null;
  }
}
