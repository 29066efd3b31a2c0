/**
 * Published versions never change (ADR 036: a version is immutable; a restore or a new publish
 * makes another). So each version's parsed definition is kept in memory once read: every
 * all-versions summary and export parsed them all again, and so did each view of the history
 * (200 versions of 100 questions, bench/versions) before their changes were stored.
 *
 * Entries are per instance and die with it; an instance that has not seen a version reads it
 * from the database as before, so several instances need no invalidation. At most MAX_ENTRIES
 * versions are kept, the least recently read going first. What is handed out is frozen: a caller
 * that tried to change a shared definition would throw rather than change it for everyone.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type VersionDefinition, versionDefinitionOf } from '@core/form/form-version';
import type { Db } from '../../db/database';
import { formVersions } from '../../db/schema';

const MAX_ENTRIES = 2_000;

const entries = new Map<string, VersionDefinition>();

const keyOf = (formId: string, number: number) => `${formId}\u001f${number}`;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function touch(key: string): VersionDefinition | undefined {
  const entry = entries.get(key);
  if (entry) {
    entries.delete(key);
    entries.set(key, entry);
  }
  return entry;
}

/** Version `number` of the form, parsed once: `raw` is its stored definition. */
function publishedDefinition(formId: string, number: number, raw: unknown): VersionDefinition {
  const key = keyOf(formId, number);
  const cached = touch(key);
  if (cached) return cached;
  const definition = deepFreeze(versionDefinitionOf(raw));
  entries.set(key, definition);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return definition;
}

/**
 * The parsed definitions of versions `numbers` of the form: those in memory as they are, the
 * others read from the database in one statement. The map holds every one asked for, even when
 * a long history pushes some out of memory while it is read.
 */
export async function publishedDefinitions(
  db: Db,
  formId: string,
  numbers: readonly number[],
): Promise<Map<number, VersionDefinition>> {
  const found = new Map<number, VersionDefinition>();
  const missing: number[] = [];
  for (const number of numbers) {
    const cached = touch(keyOf(formId, number));
    if (cached) found.set(number, cached);
    else missing.push(number);
  }
  if (missing.length > 0) {
    const rows = await db
      .select({ number: formVersions.number, definition: formVersions.definition })
      .from(formVersions)
      .where(and(eq(formVersions.formId, formId), inArray(formVersions.number, missing)));
    for (const row of rows) {
      found.set(row.number, publishedDefinition(formId, row.number, row.definition));
    }
  }
  return found;
}
