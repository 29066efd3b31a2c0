/**
 * The questions an export or a summary has a column for (issue 30 item 4): with `?version=n`,
 * that published version's own; else every question any version had (core's
 * questionsAcrossVersions), so the answers to a question an edit removed stay in the export,
 * marked "removed in version k".
 */
import { asc, eq } from 'drizzle-orm';
import type { Question } from '@core/form/definition';
import { versionDefinitionOf } from '@core/form/form-version';
import {
  type ColumnQuestion,
  questionsAcrossVersions,
  type VersionQuestions,
} from '@core/form/questions-across-versions';
import type { Db } from '../../db/database';
import { formVersions } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import { loadVersionRow } from '../forms/form-versions-store';
import { publishedDefinitions } from '../forms/published-version-cache';

/** Version n's questions; 404 when the form has no such version. */
export async function versionQuestions(
  db: Db,
  formId: string,
  version: number,
): Promise<Question[]> {
  const row = await loadVersionRow(db, formId, version);
  if (!row) throw notFound('Version not found');
  return versionDefinitionOf(row.definition).questions;
}

/** Every published version's questions, oldest first. */
export async function publishedVersionQuestions(
  db: Db,
  formId: string,
): Promise<VersionQuestions[]> {
  const rows = await db
    .select({ number: formVersions.number })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(asc(formVersions.number));
  // Versions are immutable: most often their parsed definitions are in memory already.
  const definitions = await publishedDefinitions(
    db,
    formId,
    rows.map((row) => row.number),
  );
  return rows.map((row) => ({
    number: row.number,
    questions: definitions.get(row.number)!.questions,
  }));
}

export async function exportColumns(
  db: Db,
  formId: string,
  version: number | undefined,
): Promise<ColumnQuestion[]> {
  if (version !== undefined) {
    const questions = await versionQuestions(db, formId, version);
    return questions.map((question) => ({ question, removedIn: null }));
  }
  const [current, versions] = await Promise.all([
    loadQuestions(db, formId),
    publishedVersionQuestions(db, formId),
  ]);
  return questionsAcrossVersions(current, versions);
}
