/**
 * Migration 0021 (ADR 037 addendum) on a database whose grids have no ids yet: every row and
 * column gets one, the same in the draft and in each version, and translations keyed by a row's
 * index move to its id. PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '@core/form/definition';
import { MIGRATIONS_DIR } from './database';
import {
  type MigrationTarget,
  migrationsBefore,
  openMigrationTarget,
} from '../test-support/migration-target';

let target: MigrationTarget;

const versionQuestions = JSON.stringify([
  {
    id: 'grid',
    type: 'MATRIX',
    title: 'Rate',
    order: 0,
    matrixRows: ['Food', 'Service'],
    matrixCols: ['Bad', 'Good'],
  },
  { id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 1 },
]);
const translations = JSON.stringify({
  fr: {
    'questions.grid.title': 'Notez',
    'questions.grid.rows.0': 'Cuisine',
    'questions.grid.rows.1': 'Service (fr)',
    'questions.grid.cols.1': 'Bon',
    'questions.grid.rows.7': 'Orphan',
  },
});

beforeAll(async () => {
  target = await openMigrationTarget();
  await target.migrate(migrationsBefore('0021_matrix-ids'));
  const seed = `
    insert into users (username, email, password) values ('owner', 'owner@example.com', 'x');
    insert into forms (id, owner_id, title, published, languages, translations, published_version)
    values ('f', 1, 'Survey', true, '["en", "fr"]', '${translations}', 1);
    insert into questions (id, form_id, type, title, "order", matrix_rows, matrix_cols, options, option_ids)
    values
      ('grid', 'f', 'MATRIX', 'Rate', 0, '{Service,Food,Drinks}', '{Bad,Good}', null, null),
      ('name', 'f', 'SHORT_TEXT', 'Name', 1, null, null, null, null),
      ('dup', 'f', 'MATRIX', 'Twice', 2, '{A,A}', null, null, null);
    insert into form_versions (form_id, number, definition, content_hash)
    values ('f', 1, jsonb_build_object('title', 'Survey', 'languages', '["en", "fr"]'::jsonb,
      'questions', '${versionQuestions}'::jsonb, 'translations', '${translations}'::jsonb), 'h')`;
  for (const statement of seed.split(';\n')) await target.run(statement);
  await target.migrate(MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await target?.close();
});

describe('migration 0021: grid row and column ids', () => {
  it('gives each row and column of a draft an id, unique within its list', async () => {
    const rows = await target.run(
      `select id, matrix_row_ids, matrix_col_ids from questions order by "order"`,
    );
    const [grid, name, dup] = rows as {
      matrix_row_ids: string[] | null;
      matrix_col_ids: string[] | null;
    }[];
    expect(grid!.matrix_row_ids).toHaveLength(3);
    expect(grid!.matrix_col_ids).toHaveLength(2);
    for (const id of [...grid!.matrix_row_ids!, ...grid!.matrix_col_ids!])
      expect(id).toMatch(/^[rc][0-9a-f]{12}$/);
    expect(name!.matrix_row_ids).toBeNull();
    expect(name!.matrix_col_ids).toBeNull();
    expect(new Set(dup!.matrix_row_ids).size).toBe(2);
    expect(dup!.matrix_col_ids).toBeNull();
  });

  it("gives a version's rows the draft's ids, whatever their order", async () => {
    const [draft] = await target.run(
      `select matrix_row_ids, matrix_col_ids from questions where id = 'grid'`,
    );
    const [version] = await target.run(`select definition, content_hash from form_versions`);
    const definition = formDefinitionSchema.parse(version!.definition);
    const grid = definition.questions.find((q) => q.id === 'grid')!;
    const draftRows = draft!.matrix_row_ids as string[];
    // The draft is Service, Food, Drinks; the version Food, Service.
    expect(grid.matrixRowIds).toEqual([draftRows[1], draftRows[0]]);
    expect(grid.matrixColIds).toEqual(draft!.matrix_col_ids);
    expect(definition.questions.find((q) => q.id === 'name')!.matrixRowIds).toBeNull();
    // The stored text changed: the server hashes it again.
    expect(version!.content_hash).toBeNull();
  });

  it("moves each translation from the row's index to the row's id, in the draft and the version", async () => {
    const [version] = await target.run(`select definition from form_versions`);
    const definition = formDefinitionSchema.parse(version!.definition);
    const grid = definition.questions.find((q) => q.id === 'grid')!;
    // In the version, index 0 was Food and index 1 Service.
    expect(definition.translations.fr).toEqual({
      'questions.grid.title': 'Notez',
      [`questions.grid.rows.${grid.matrixRowIds![0]}`]: 'Cuisine',
      [`questions.grid.rows.${grid.matrixRowIds![1]}`]: 'Service (fr)',
      [`questions.grid.cols.${grid.matrixColIds![1]}`]: 'Bon',
      'questions.grid.rows.7': 'Orphan',
    });
    const [form] = await target.run(`select translations from forms`);
    const [draft] = await target.run(`select matrix_row_ids from questions where id = 'grid'`);
    const draftRows = draft!.matrix_row_ids as string[];
    // The draft's index 0 is Service: the index's translation moves with the index, as stored.
    expect((form!.translations as Record<string, Record<string, string>>).fr).toMatchObject({
      [`questions.grid.rows.${draftRows[0]}`]: 'Cuisine',
      [`questions.grid.rows.${draftRows[1]}`]: 'Service (fr)',
      'questions.grid.rows.7': 'Orphan',
    });
  });
});
