/**
 * Replaces the builder's draft (the form row's definition columns and its questions) in the
 * caller's transaction, bumping the edit counter. With `expectedVersion`, only if no one saved
 * since (409 otherwise); restore and discard pass none: they replace whatever is there.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FormDefinition } from '@core/form/definition';
import type { Db } from '../../db/database';
import { forms, questions } from '../../db/schema';
import type { FormRow } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { definitionColumns, toQuestionRow } from './form-mapping';

export async function replaceDraft(
  tx: Db,
  form: Pick<FormRow, 'id' | 'version'>,
  definition: FormDefinition,
  expectedVersion?: number,
): Promise<FormRow> {
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
  await tx.delete(questions).where(eq(questions.formId, form.id));
  if (definition.questions.length > 0) {
    await tx.insert(questions).values(definition.questions.map((q) => toQuestionRow(form.id, q)));
  }
  return updated;
}
