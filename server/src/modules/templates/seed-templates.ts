/**
 * Keeps the global templates in step with the code's catalogue (core/templates) on start-up,
 * idempotently and cheaply: one select of the seeded slugs, versions and sources, and writes only
 * when something differs (tests start many apps, so the unchanged path must cost one query).
 *
 * - a catalogue entry with no row (by slug) is inserted, as source 'seed';
 * - a 'seed' row whose version (a hash of the entry) differs is rewritten, and un-retired if the
 *   entry had been removed from the catalogue before;
 * - a 'seed' row whose slug left the catalogue is retired, not deleted;
 * - 'admin' rows (a global template an admin created, edited or retired) and 'user' rows are never
 *   touched: whoever changes a seeded row sets its source to 'admin', which hands it over.
 * Several instances may start together: inserts skip conflicts and updates are idempotent.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { TEMPLATE_CATALOGUE } from '@core/templates/catalogue';
import type { CatalogueTemplate } from '@core/templates/template';
import { templateFacts } from '@core/templates/template-facts';
import type { Db } from '../../db/database';
import { templates } from '../../db/schema';

export interface SeedResult {
  inserted: number;
  updated: number;
  retired: number;
}

interface Versioned {
  entry: CatalogueTemplate;
  version: string;
}

// Hashed once per catalogue per process: every app a test starts shares the work.
const versionCache = new WeakMap<readonly CatalogueTemplate[], Map<string, Versioned>>();

function versionsOf(catalogue: readonly CatalogueTemplate[]): Map<string, Versioned> {
  let versions = versionCache.get(catalogue);
  if (!versions) {
    versions = new Map(
      catalogue.map((entry) => [
        entry.slug,
        {
          entry,
          version: crypto.createHash('sha256').update(JSON.stringify(entry)).digest('base64url'),
        },
      ]),
    );
    versionCache.set(catalogue, versions);
  }
  return versions;
}

/** The row's contents for a catalogue entry; a broken entry stops start-up (tests catch it first). */
function seedColumns({ entry, version }: Versioned) {
  const parsed = parseFormDefinition(entry.definition);
  if (!parsed.ok) {
    throw new Error(`Template '${entry.slug}' is invalid: ${JSON.stringify(parsed.errors)}`);
  }
  const facts = templateFacts(parsed.definition, entry);
  return {
    title: entry.title,
    description: entry.description,
    category: entry.category,
    definition: parsed.definition,
    seedVersion: version,
    questionCount: facts.questionCount,
    questionTypes: facts.questionTypes,
    searchText: facts.searchText,
  };
}

export async function seedTemplates(
  db: Db,
  catalogue: readonly CatalogueTemplate[] = TEMPLATE_CATALOGUE,
): Promise<SeedResult> {
  const versions = versionsOf(catalogue);
  const rows = await db
    .select({
      slug: templates.slug,
      source: templates.source,
      seedVersion: templates.seedVersion,
      retired: isNotNull(templates.retiredAt),
    })
    .from(templates)
    .where(isNotNull(templates.slug));
  const existing = new Map(rows.map((row) => [row.slug!, row]));

  const missing = [...versions.values()].filter((v) => !existing.has(v.entry.slug));
  const changed = [...versions.values()].filter((v) => {
    const row = existing.get(v.entry.slug);
    return row?.source === 'seed' && (row.seedVersion !== v.version || row.retired);
  });
  const gone = rows
    .filter((row) => row.source === 'seed' && !row.retired && !versions.has(row.slug!))
    .map((row) => row.slug!);

  if (missing.length > 0) {
    await db
      .insert(templates)
      .values(
        missing.map((v) => ({
          id: v.entry.slug,
          slug: v.entry.slug,
          source: 'seed' as const,
          ...seedColumns(v),
        })),
      )
      .onConflictDoNothing();
  }
  for (const v of changed) {
    await db
      .update(templates)
      .set({ ...seedColumns(v), retiredAt: null, updatedAt: sql`now()` })
      .where(and(eq(templates.slug, v.entry.slug), eq(templates.source, 'seed')));
  }
  if (gone.length > 0) {
    await db
      .update(templates)
      .set({ retiredAt: sql`now()` })
      .where(
        and(
          inArray(templates.slug, gone),
          eq(templates.source, 'seed'),
          isNull(templates.retiredAt),
        ),
      );
  }
  return { inserted: missing.length, updated: changed.length, retired: gone.length };
}
