/**
 * The questions an export has a column for (issue 30 item 4): with `?version=n`, that published
 * version's own; else every question any version had (core's questionsAcrossVersions), so the
 * answers to a question an edit removed stay in the export, marked "removed in version k".
 */
import { asc, eq } from 'drizzle-orm';
import { versionDefinitionOf } from '@core/form/form-version';
import { type ColumnQuestion, questionsAcrossVersions } from '@core/form/questions-across-versions';
import type { Db } from '../../db/database';
import { formVersions } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import { loadVersionRow } from '../forms/form-versions-store';

export async function exportColumns(
  db: Db,
  formId: string,
  version: number | undefined,
): Promise<ColumnQuestion[]> {
  if (version !== undefined) {
    const row = await loadVersionRow(db, formId, version);
    if (!row) throw notFound('Version not found');
    return versionDefinitionOf(row.definition).questions.map((question) => ({
      question,
      removedIn: null,
    }));
  }
  const rows = await db
    .select({ number: formVersions.number, definition: formVersions.definition })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(asc(formVersions.number));
  const versions = rows.map((row) => ({
    number: row.number,
    questions: versionDefinitionOf(row.definition).questions,
  }));
  return questionsAcrossVersions(await loadQuestions(db, formId), versions);
}
