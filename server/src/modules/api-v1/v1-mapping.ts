/**
 * Rows to the v1 shapes (core/api/v1.ts). Written out field by field, so a column added or renamed
 * inside the app changes nothing that other people's programs read.
 */
import { asc, eq } from 'drizzle-orm';
import type { V1Form, V1Response } from '@core/api/v1';
import type { Db } from '../../db/database';
import { versionDefinitionOf } from '@core/form/form-version';
import { forms, questions } from '../../db/schema';
import { loadVersionRow } from '../forms/form-versions-store';
import type { FormRow } from '../../plugins/access';

export interface QuestionInfo {
  id: string;
  type: string;
  title: string;
  description: string;
  required: boolean;
  order: number;
  options: unknown;
}

/**
 * The questions as respondents see them: the live published version's (ADR 036), else (a form
 * never published) the builder's draft.
 */
export async function loadQuestionInfo(db: Db, formId: string): Promise<QuestionInfo[]> {
  const [form] = await db
    .select({ publishedVersion: forms.publishedVersion })
    .from(forms)
    .where(eq(forms.id, formId))
    .limit(1);
  const live = form?.publishedVersion
    ? await loadVersionRow(db, formId, form.publishedVersion)
    : null;
  if (live) {
    return versionDefinitionOf(live.definition).questions.map(
      ({ id, type, title, description, required, order, options }) => ({
        id,
        type,
        title,
        description,
        required,
        order,
        options,
      }),
    );
  }
  return db
    .select({
      id: questions.id,
      type: questions.type,
      title: questions.title,
      description: questions.description,
      required: questions.required,
      order: questions.order,
      options: questions.options,
    })
    .from(questions)
    .where(eq(questions.formId, formId))
    .orderBy(asc(questions.order), asc(questions.id));
}

export function toV1Form(form: FormRow, role: V1Form['role']): V1Form {
  return {
    id: form.id,
    title: form.title,
    description: form.description,
    published: form.published,
    role,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    publishedAt: form.publishedAt?.toISOString() ?? null,
  };
}

export function v1Options(options: unknown): string[] | null {
  return Array.isArray(options) ? options.map((o) => String(o)) : null;
}

export interface ResponseFields {
  id: number;
  formId: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  answers: unknown;
  formVersion: number | null;
  language?: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Answers in the form's question order, each with the question's title and type as they are now;
 * answers to questions since deleted from the form follow, with a null title and type, so no
 * stored answer is hidden.
 */
export function toV1Response(row: ResponseFields, formQuestions: QuestionInfo[]): V1Response {
  const stored =
    row.answers && typeof row.answers === 'object' && !Array.isArray(row.answers)
      ? (row.answers as Record<string, unknown>)
      : {};
  const known = new Set<string>();
  const answers: V1Response['answers'] = [];
  for (const q of formQuestions) {
    known.add(q.id);
    if (Object.hasOwn(stored, q.id)) {
      answers.push({ questionId: q.id, title: q.title, type: q.type, value: stored[q.id] });
    }
  }
  for (const [questionId, value] of Object.entries(stored)) {
    if (!known.has(questionId)) answers.push({ questionId, title: null, type: null, value });
  }
  return {
    id: Number(row.id),
    formId: row.formId,
    submittedAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    formVersion: row.formVersion,
    language: row.language ?? null,
    answers,
  };
}
