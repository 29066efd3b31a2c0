import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { TEMPLATE_CATALOGUE } from '@core/templates/catalogue';
import type { CatalogueTemplate } from '@core/templates/template';
import { templateFacts } from '@core/templates/template-facts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { templates } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import { seedTemplates } from './seed-templates';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
const allRows = () => database.db.select().from(templates).orderBy(templates.id);

/** A start-up of the whole app on this database, closed again (a restart). */
async function startApp() {
  const app = await buildApp(config, { database });
  await app.ready();
  await app.close();
}

function entry(slug: string, title: string): CatalogueTemplate {
  const base = TEMPLATE_CATALOGUE[0]!;
  return { ...base, slug, title, definition: { ...base.definition, title } };
}

describe('seeding the global templates', () => {
  it('inserts the whole catalogue on first start-up, as seed rows keyed by slug', async () => {
    // The test snapshot comes seeded; a new installation's database does not.
    await database.db.delete(templates);
    await startApp();
    const rows = await allRows();
    expect(rows.map((r) => r.slug).sort()).toEqual(TEMPLATE_CATALOGUE.map((t) => t.slug).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ id: row.slug, source: 'seed', ownerId: null, retiredAt: null });
      expect(row.seedVersion).toMatch(/^[\w-]{43}$/);
      const source = TEMPLATE_CATALOGUE.find((t) => t.slug === row.slug)!;
      const parsed = parseFormDefinition(source.definition);
      if (!parsed.ok) throw new Error(row.slug!);
      expect(row.definition).toEqual(parsed.definition);
      const facts = templateFacts(parsed.definition, source);
      expect([row.questionCount, row.questionTypes]).toEqual([
        facts.questionCount,
        facts.questionTypes,
      ]);
    }
  });

  it('changes nothing when seeded again or after a restart, and reads with one query', async () => {
    const before = await allRows();
    const select = vi.spyOn(database.db, 'select');
    const insert = vi.spyOn(database.db, 'insert');
    const update = vi.spyOn(database.db, 'update');
    expect(await seedTemplates(database.db)).toEqual({ inserted: 0, updated: 0, retired: 0 });
    expect([select.mock.calls.length, insert.mock.calls.length, update.mock.calls.length]).toEqual([
      1, 0, 0,
    ]);
    vi.restoreAllMocks();
    await startApp();
    expect(await allRows()).toEqual(before);
  });

  it('updates a changed entry, retires a removed one and leaves admin and user rows alone', async () => {
    const catalogue = [entry('seed-a', 'Seed A'), entry('seed-b', 'Seed B')];
    expect(await seedTemplates(database.db, catalogue)).toMatchObject({ inserted: 2 });
    // An admin takes over seed-b: the seed must never overwrite their edit.
    await database.db
      .update(templates)
      .set({ source: 'admin', title: 'Edited by an admin' })
      .where(eq(templates.slug, 'seed-b'));

    const edited = [entry('seed-a', 'Seed A, reworded'), entry('seed-b', 'Seed B, reworded')];
    expect(await seedTemplates(database.db, edited)).toMatchObject({ inserted: 0, updated: 1 });
    const bySlug = async (slug: string) =>
      (await database.db.select().from(templates).where(eq(templates.slug, slug)))[0]!;
    expect((await bySlug('seed-a')).title).toBe('Seed A, reworded');
    expect((await bySlug('seed-a')).definition).toMatchObject({ title: 'Seed A, reworded' });
    expect((await bySlug('seed-b')).title).toBe('Edited by an admin');

    // seed-a leaves the catalogue: retired (kept for forms that name it), not deleted.
    const result = await seedTemplates(database.db, [entry('seed-b', 'Seed B, reworded')]);
    expect(result.retired).toBeGreaterThanOrEqual(1);
    expect((await bySlug('seed-a')).retiredAt).toBeInstanceOf(Date);
    expect((await bySlug('seed-b')).retiredAt).toBeNull();

    // Back in the catalogue: back in the gallery.
    await seedTemplates(database.db, edited);
    expect((await bySlug('seed-a')).retiredAt).toBeNull();
  });

  it('refuses to start with a catalogue entry that does not validate', async () => {
    const broken = { ...entry('broken', 'Broken'), definition: { title: '', questions: [] } };
    await expect(seedTemplates(database.db, [broken])).rejects.toThrow(/Template 'broken'/);
  });
});
