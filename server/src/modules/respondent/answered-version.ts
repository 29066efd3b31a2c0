/**
 * Which published version a draft or submission is answered against (ADR 036). A draft keeps the
 * version it started on, whatever a later request names, so a respondent halfway through version
 * n is checked against n (and keeps answers to questions n+1 removed) even when n+1 is live. A
 * submission without a saved draft takes the version its page showed, if it is one this form had,
 * else the live one.
 */
import { and, eq } from 'drizzle-orm';
import type { FormDefinition } from '@core/form/definition';
import { versionDefinitionOf } from '@core/form/form-version';
import {
  createSubmissionValidator,
  type SubmissionValidator,
} from '@core/form/validate-submission';
import type { Db } from '../../db/database';
import { formDrafts } from '../../db/schema';
import { toFormContent } from '../forms/form-mapping';
import { loadVersionRow } from '../forms/form-versions-store';
import type { PublicFormState } from './load-public-form';

export interface AnsweredVersion {
  formVersion: number | null;
  definition: FormDefinition;
  validate: SubmissionValidator;
}

/** Versions never change, so an older one's definition and validator are kept (bounded). */
const older = new Map<string, Promise<AnsweredVersion | null>>();
const OLDER_MAX = 200;

/** The version a page showed, when it names one this form has (numbers run 1 to the live one). */
export function namedVersion(state: PublicFormState, named: number | undefined): number | null {
  const live = state.formVersion ?? null;
  if (live === null) return null;
  return named !== undefined && named >= 1 && named <= live ? named : live;
}

/** One of this form's versions, kept once read; null when the form never had it. */
export async function loadOlder(
  db: Db,
  state: PublicFormState,
  number: number,
): Promise<AnsweredVersion | null> {
  const key = `${state.row!.id}:${number}`;
  let found = older.get(key);
  if (!found) {
    if (older.size >= OLDER_MAX) older.clear();
    found = loadVersionRow(db, state.row!.id, number).then((row) => {
      if (!row) return null;
      const definition = {
        ...toFormContent(state.row!, []),
        ...versionDefinitionOf(row.definition),
      };
      return { formVersion: number, definition, validate: createSubmissionValidator(definition) };
    });
    older.set(key, found);
    found.catch(() => older.delete(key));
  }
  return found;
}

/** For an open form's submission; the live version's answer needs no query for a 1-version form. */
export async function answeredVersion(
  db: Db,
  state: PublicFormState,
  draftId: string,
  named: number | undefined,
): Promise<AnsweredVersion> {
  const live: AnsweredVersion = {
    formVersion: state.formVersion ?? null,
    definition: state.definition!,
    validate: state.validate!,
  };
  // Every draft of a form with one version is on it: the hot path pays nothing.
  if (live.formVersion === null || live.formVersion === 1) return live;
  const [draft] = await db
    .select({ formVersion: formDrafts.formVersion })
    .from(formDrafts)
    .where(and(eq(formDrafts.draftId, draftId), eq(formDrafts.formId, state.row!.id)))
    .limit(1);
  const number = draft?.formVersion ?? namedVersion(state, named);
  if (number === null || number === live.formVersion) return live;
  return (await loadOlder(db, state, number)) ?? live;
}
