/**
 * The contract every question type implements. The registry (registry.ts) is a
 * Record<QuestionType, QuestionTypeDefinition>, so adding a type without all of these parts is a
 * compile error.
 */
import type { z } from 'zod';
import type { LogicOperator, QuestionType } from '../form/enums';
import type { Question, QuestionInput } from '../form/definition';

export type QuestionCategory =
  'text' | 'choice' | 'rating' | 'contact' | 'date' | 'number' | 'file' | 'advanced' | 'structure';

/**
 * How a question's answers are summarised. Every kind but 'recent' is computed from the answers
 * grouped by their raw value, so the server can keep those groups counted as responses arrive:
 * - counts: one value per answer, each counted (single choice, yes/no);
 * - selections: an array of values, each selected value counted (checkboxes, multi-select);
 * - numbers: counted like `counts`, with average, minimum and maximum (and the NPS split);
 * - grid: one value per row, each row-and-column cell counted (matrix, Likert);
 * - ranking: an ordered array, summarised by each value's average position;
 * - recent: free-form answers, summarised by how many answered and the latest few.
 */
export type SummaryKind = 'counts' | 'selections' | 'numbers' | 'grid' | 'ranking' | 'recent';

/**
 * What a respondent picks from, each choice named as an answer names it in the summary (the text
 * of the raw value: an option's text, "true"/"false" for yes/no, a score's digits), in the form's
 * order. Summaries list every choice, those nobody picked at 0 (issue 28).
 */
export interface AnswerChoices {
  values: readonly string[];
  /** Grid types: the rows, each answered with one of `values`. */
  rows?: readonly string[];
}

export interface QuestionTypeDefinition<TSettings = unknown, TAnswer = unknown> {
  type: QuestionType;
  /**
   * The type's name in English. The app shows its own catalogue's name for the type id
   * (web/src/lib/core-texts, ADR 056), kept equal to this one by a test.
   */
  label: string;
  category: QuestionCategory;
  /** How its answers are summarised (see SummaryKind). */
  summary: SummaryKind;
  /** The choices a respondent picks from (see AnswerChoices); null for answers given freely. */
  choices(question: Question): AnswerChoices | null;
  /** False for items a respondent cannot answer (SURVEY_LOGIC). */
  answerable: boolean;
  /** False where the answer is checked but never kept (CAPTCHA). */
  storesAnswer: boolean;
  /** Validates `question.settings` (the type's extras beyond the spec's columns). */
  settingsSchema: z.ZodType<TSettings>;
  /** Field values for a freshly added question of this type (title excluded). */
  defaults(): Omit<QuestionInput, 'id' | 'type' | 'title' | 'order'>;
  /** The schema of a non-empty answer to this question (bounds from the question's settings). */
  answerSchema(question: Question): z.ZodType<TAnswer>;
  /** Whether an answer counts as "not answered" (for required checks and IS_EMPTY). */
  isEmpty(answer: unknown): boolean;
  /** The logic operators that make sense on this type's answers. */
  operators: readonly LogicOperator[];
  /** Plain-text form for exports and e-mails. */
  toPlainText(answer: TAnswer, question: Question): string;
}
