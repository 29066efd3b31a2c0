/**
 * Published versions (ADR 036): the builder's draft is `forms` + `questions`; each publish that
 * changed something snapshots it into `form_versions` under the next number. Versions are never
 * changed afterwards, so they can be cached for as long as a process likes.
 */
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describeChanges } from '@core/form/describe-changes';
import type { Question } from '@core/form/definition';
import {
  canonicalJson,
  type VersionDefinition,
  versionDefinitionOf,
} from '@core/form/form-version';
import type { Db } from '../../db/database';
import { forms, formVersions } from '../../db/schema';
import type { FormRow } from '../../plugins/access';
import { loadQuestions, toFormContent } from './form-mapping';

export type FormVersionRow = typeof formVersions.$inferSelect;

export function hashDefinition(definition: VersionDefinition): string {
  // A one-language form hashes as it did before languages existed (ADR 048), so upgrading does
  // not make every live version look changed.
  const { languages, translations, ...rest } = definition;
  const hashed =
    languages.length === 0 && Object.keys(translations).length === 0 ? rest : definition;
  return crypto.createHash('sha256').update(canonicalJson(hashed)).digest('hex');
}

/** The builder's draft as a version would hold it. */
export function draftDefinition(form: FormRow, questions: Question[]): VersionDefinition {
  return versionDefinitionOf(toFormContent(form, questions));
}

export async function loadVersionRow(
  db: Db,
  formId: string,
  number: number,
): Promise<FormVersionRow | null> {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.number, number)))
    .limit(1);
  return row ?? null;
}

/** A stored version's hash; the migration's versions have none, so it is computed from them. */
export function hashOf(row: Pick<FormVersionRow, 'contentHash' | 'definition'>): string {
  return row.contentHash ?? hashDefinition(versionDefinitionOf(row.definition));
}

/** Whether the draft differs from the live version; false for a form never published. */
export async function hasUnpublishedChanges(
  db: Db,
  form: FormRow,
  questions: Question[],
): Promise<boolean> {
  if (form.publishedVersion === null) return false;
  const live = await loadVersionRow(db, form.id, form.publishedVersion);
  return !live || hashOf(live) !== hashDefinition(draftDefinition(form, questions));
}

/**
 * Makes the draft the live version, in the caller's transaction, which must hold the form row
 * `FOR UPDATE`: two publishes then take numbers one after the other. A draft equal to the live
 * version writes nothing. Returns the live number and whether this call made it.
 */
export async function snapshotDraft(
  tx: Db,
  form: FormRow,
  publishedBy: number | null,
): Promise<{ number: number; created: boolean; row: FormRow }> {
  const definition = draftDefinition(form, await loadQuestions(tx, form.id));
  const contentHash = hashDefinition(definition);
  const live =
    form.publishedVersion === null
      ? null
      : await loadVersionRow(tx, form.id, form.publishedVersion);
  if (live && hashOf(live) === contentHash)
    return { number: live.number, created: false, row: form };
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${formVersions.number}), 0)::int + 1` })
    .from(formVersions)
    .where(eq(formVersions.formId, form.id))) as [{ next: number }];
  // What changed against the version numbered before it, described once, here: the history then
  // reads it without parsing any definition (bench/versions). The live version is most often it.
  const previous =
    live?.number === next - 1
      ? live
      : next > 1
        ? await loadVersionRow(tx, form.id, next - 1)
        : null;
  const changes = previous
    ? describeChanges(versionDefinitionOf(previous.definition), definition)
    : [];
  await tx
    .insert(formVersions)
    .values({ formId: form.id, number: next, definition, contentHash, publishedBy, changes });
  const [row] = await tx
    .update(forms)
    .set({ publishedVersion: next })
    .where(eq(forms.id, form.id))
    .returning();
  return { number: next, created: true, row: row! };
}
