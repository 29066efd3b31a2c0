/** Rows to API shapes and back. The guest id stays on the server: guest forms show userId -1. */
import crypto from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FormPermissions } from '@core/api/form-permissions';
import {
  type FormContent,
  type FormDetail,
  type FormSummary,
  GUEST_OWNER_ID,
} from '@core/api/forms';
import {
  type FormDefinition,
  pageBreakSchema,
  type Question,
  screenSchema,
  themeSchema,
} from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { withGridIds, withOptionIds } from '@core/form/option-identity';
import type { Db } from '../../db/database';
import { questions, responses } from '../../db/schema';
import type { FormRow } from '../../plugins/access';

export type QuestionRow = typeof questions.$inferSelect;

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    type: row.type as QuestionType,
    title: row.title,
    description: row.description,
    required: row.required,
    order: row.order,
    options: (row.options as string[] | null) ?? null,
    optionIds: (row.optionIds as string[] | null) ?? null,
    optionLabels: (row.optionLabels as Record<string, string> | null) ?? null,
    logic: (row.logic as Question['logic']) ?? null,
    scaleMin: row.scaleMin,
    scaleMax: row.scaleMax,
    scaleMinLabel: row.scaleMinLabel,
    scaleMaxLabel: row.scaleMaxLabel,
    fileTypes: row.fileTypes,
    maxFileSize: row.maxFileSize,
    matrixRows: row.matrixRows,
    matrixCols: row.matrixCols,
    matrixRowIds: (row.matrixRowIds as string[] | null) ?? null,
    matrixColIds: (row.matrixColIds as string[] | null) ?? null,
    settings: (row.settings as Record<string, unknown>) ?? {},
  };
}

/** A new random option id (ADR 037): 'o' and 12 base-36 characters. */
export function newOptionId(): string {
  return `o${crypto.randomBytes(8).readBigUInt64BE().toString(36).padStart(12, '0').slice(-12)}`;
}

/**
 * A question as stored: every option, grid row and grid column gets an id, matched by label
 * against `previous` (the draft being replaced) when the client sent none, so a save from an
 * older client keeps them.
 */
export function toQuestionRow(
  formId: string,
  q: Question,
  previous?: Question,
): typeof questions.$inferInsert {
  return { ...withGridIds(withOptionIds(q, previous, newOptionId), previous, newOptionId), formId };
}

export async function loadQuestions(db: Db, formId: string): Promise<Question[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.formId, formId))
    .orderBy(asc(questions.order));
  return rows.map(toQuestion);
}

/** The stored form as the API shows it, without the caller's permissions (public page, engine). */
export function toFormContent(form: FormRow, formQuestions: Question[]): FormContent {
  return {
    id: form.id,
    userId: form.ownerId ?? GUEST_OWNER_ID,
    title: form.title,
    description: form.description,
    published: form.published,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    version: form.version,
    publishedVersion: form.publishedVersion,
    // Stored JSON is parsed through the schemas so old rows gain new defaults.
    theme: themeSchema.parse(form.theme ?? {}),
    welcomeScreen: screenSchema.parse(form.welcomeScreen ?? {}),
    thankYouScreen: screenSchema.parse(form.thankYouScreen ?? {}),
    customization: (form.customization as Record<string, unknown>) ?? {},
    pageBreaks: pageBreakSchema.array().parse(form.pageBreaks ?? []),
    questions: formQuestions,
    languages: (form.languages as string[] | null) ?? [],
    translations: (form.translations as FormDefinition['translations'] | null) ?? {},
  };
}

/** What a form route answers: the content and what the caller may do with it. */
export function toFormDetail(
  form: FormRow,
  formQuestions: Question[],
  permissions: FormPermissions,
  unpublishedChanges = false,
): FormDetail {
  return { ...toFormContent(form, formQuestions), permissions, unpublishedChanges };
}

/** The form row's columns for a definition (questions are stored separately). */
export function definitionColumns(definition: FormDefinition) {
  return {
    title: definition.title,
    description: definition.description,
    theme: definition.theme,
    welcomeScreen: definition.welcomeScreen,
    thankYouScreen: definition.thankYouScreen,
    customization: definition.customization,
    pageBreaks: definition.pageBreaks,
    languages: definition.languages,
    translations: definition.translations,
  };
}

/** Summaries with response and question counts: two grouped queries, never one per form. */
export async function toSummaries(db: Db, rows: FormRow[]): Promise<FormSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({
      formId: questions.formId,
      questionCount: sql<number>`count(*)::int`,
    })
    .from(questions)
    .where(inArray(questions.formId, ids))
    .groupBy(questions.formId);
  const responseCounts = await db
    .select({ formId: responses.formId, responseCount: sql<number>`count(*)::int` })
    .from(responses)
    .where(inArray(responses.formId, ids))
    .groupBy(responses.formId);
  const q = new Map(counts.map((c) => [c.formId, c.questionCount]));
  const r = new Map(responseCounts.map((c) => [c.formId, c.responseCount]));
  return rows.map((form) => ({
    id: form.id,
    userId: form.ownerId ?? GUEST_OWNER_ID,
    title: form.title,
    description: form.description,
    published: form.published,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    responseCount: r.get(form.id) ?? 0,
    questionCount: q.get(form.id) ?? 0,
  }));
}
