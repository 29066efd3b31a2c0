/**
 * Replaces the builder's draft (the form row's definition columns and its questions) in the
 * caller's transaction, bumping the edit counter. With `expectedVersion`, only if no one saved
 * since (409 otherwise); restore and discard pass none: they replace whatever is there. Returns
 * the questions as stored, with their option ids (ADR 037).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FormDefinition, Question } from '@core/form/definition';
import type { Db } from '../../db/database';
import { forms, questions } from '../../db/schema';
import type { FormRow } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { definitionColumns, type QuestionRow, toQuestion, toQuestionRow } from './form-mapping';

export async function replaceDraft(
  tx: Db,
  form: Pick<FormRow, 'id' | 'version'>,
  definition: FormDefinition,
  expectedVersion?: number,
): Promise<{ updated: FormRow; questions: Question[] }> {
  // The version check and bump are one statement, so two concurrent saves cannot both win.
  const [updated] = await tx
    .update(forms)
    .set({
      ...definitionColumns(definition),
      version: sql`${forms.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      expectedVersion === undefined
        ? eq(forms.id, form.id)
        : and(eq(forms.id, form.id), eq(forms.version, expectedVersion)),
    )
    .returning();
  if (!updated) {
    throw new AppError(
      409,
      'STALE_VERSION',
      'This form was changed elsewhere. Reload to get the latest version.',
      { currentVersion: form.version },
    );
  }
  // The replaced questions name the option ids a client that sends none keeps (ADR 037).
  const previous = new Map(
    (await tx.delete(questions).where(eq(questions.formId, form.id)).returning()).map((row) => [
      row.id,
      toQuestion(row),
    ]),
  );
  const rows = definition.questions.map((q) => toQuestionRow(form.id, q, previous.get(q.id)));
  if (rows.length > 0) await tx.insert(questions).values(rows);
  return { updated, questions: rows.map((row) => toQuestion(row as QuestionRow)) };
}
