/**
 * Migration 0014 (ADR 036) on a database that already holds forms, drafts and 100k responses:
 * every form that was ever live gets version 1 from its current definition, and its responses and
 * drafts are tied to it. Runs the real migrations up to 0013, loads data through SQL of that
 * schema, then applies the rest, on PGlite or (TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDefinitionSchema } from '@core/form/definition';
import { optionIdOf, optionIdsOf } from '@core/form/option-identity';
import {
  type MigrationTarget as Target,
  migrationsBefore,
  openMigrationTarget as openTarget,
} from '../test-support/migration-target';
import { MIGRATIONS_DIR } from './database';

const BEFORE = '0014_form-versions';
const RESPONSES = 100_000;

let target: Target;
let migrationMs = 0;

beforeAll(async () => {
  target = await openTarget();
  await target.migrate(migrationsBefore(BEFORE));
  // Forms as the schema before versions held them: live, once live, never live, with a draft only.
  const seed = `
    insert into users (username, email, password) values ('owner', 'owner@example.com', 'x');
    insert into forms (id, owner_id, title, description, published, published_at, theme, page_breaks)
    values
      ('live', 1, 'Survey', 'About you', true, now() - interval '2 days',
       '{"primaryColor": "#112233"}', '[{"id": "pb1", "afterQuestionId": "name"}]'),
      ('offline', 1, 'Old poll', '', false, now() - interval '9 days', '{}', '[]'),
      ('never', 1, 'Unpublished', '', false, null, '{}', '[]'),
      ('drafted', 1, 'Drafted', '', false, null, '{}', '[]');
    insert into questions (id, form_id, type, title, required, "order", options, matrix_rows, settings)
    values
      ('colour', 'live', 'MULTIPLE_CHOICE', 'Colour', false, 2, '["Red", "Blue"]', null, '{"allowOther": false}'),
      ('name', 'live', 'SHORT_TEXT', 'Name', true, 0, null, null, '{}'),
      ('grid', 'live', 'MATRIX', 'Grid', false, 1, null, '{a,b}', '{}'),
      ('q', 'offline', 'SHORT_TEXT', 'Why', false, 0, null, null, '{}'),
      ('dup', 'offline', 'DROPDOWN', 'Pick', false, 1, '["A", "A", "B"]', null, '{}');
    insert into responses (form_id, answers, completed)
    select case when i % 10 = 0 then 'offline' else 'live' end,
           jsonb_build_object('name', 'R' || i, 'colour', 'Red'), true
    from generate_series(1, ${RESPONSES}) as i;
    insert into form_drafts (form_id, draft_id, answers)
    values ('live', 'draft-live', '{"name": "half"}'), ('drafted', 'draft-only', '{}')`;
  // One statement at a time: a prepared statement (PGlite's) takes one command.
  for (const statement of seed.split(';\n')) await target.run(statement);
  const started = performance.now();
  await target.migrate(MIGRATIONS_DIR);
  migrationMs = performance.now() - started;
}, 300_000);

afterAll(async () => {
  await target?.close();
});

describe('migration 0014: form versions', () => {
  it('gives every form that was ever live version 1 and leaves the others unpublished', async () => {
    const versions = await target.run(
      `select form_id, number, published_by, content_hash from form_versions order by form_id`,
    );
    expect(versions).toEqual([
      { form_id: 'drafted', number: 1, published_by: null, content_hash: null },
      { form_id: 'live', number: 1, published_by: null, content_hash: null },
      { form_id: 'offline', number: 1, published_by: null, content_hash: null },
    ]);
    const forms = await target.run(`select id, published_version from forms order by id`);
    expect(forms).toEqual([
      { id: 'drafted', published_version: 1 },
      { id: 'live', published_version: 1 },
      { id: 'never', published_version: null },
      { id: 'offline', published_version: 1 },
    ]);
  });

  it("snapshots the form's current definition in the shape core parses", async () => {
    const [row] = await target.run(
      `select definition, published_at from form_versions where form_id = 'live'`,
    );
    const definition = formDefinitionSchema.parse(row!.definition);
    expect(definition.title).toBe('Survey');
    expect(definition.description).toBe('About you');
    expect(definition.questions.map((q) => q.id)).toEqual(['name', 'grid', 'colour']);
    expect(definition.questions[2]).toMatchObject({
      type: 'MULTIPLE_CHOICE',
      options: ['Red', 'Blue'],
      settings: { allowOther: false },
    });
    expect(definition.questions[1]!.matrixRows).toEqual(['a', 'b']);
    expect(definition.theme.primaryColor).toBe('#112233');
    expect(definition.pageBreaks).toEqual([
      { id: 'pb1', afterQuestionId: 'name', title: '', description: '' },
    ]);
    // Versions carry what respondents see; when the form closes stays on the form (ADR 036).
    expect(row!.definition).not.toHaveProperty('customization');
    expect(new Date(row!.published_at as string).getTime()).toBeLessThan(Date.now() - 86_400_000);
  });

  it('ties every existing response and draft to version 1', async () => {
    const responses = await target.run(
      `select form_id, form_version, count(*)::int as n from responses
       group by form_id, form_version order by form_id`,
    );
    expect(responses).toEqual([
      { form_id: 'live', form_version: 1, n: RESPONSES - RESPONSES / 10 },
      { form_id: 'offline', form_version: 1, n: RESPONSES / 10 },
    ]);
    const drafts = await target.run(`select draft_id, form_version from form_drafts order by 1`);
    expect(drafts).toEqual([
      { draft_id: 'draft-live', form_version: 1 },
      { draft_id: 'draft-only', form_version: 1 },
    ]);
    // For the report: how long the migration took over 100k responses on this driver.
    console.info(`migration 0014 over ${RESPONSES} responses: ${Math.round(migrationMs)} ms`);
  });
});

describe('migration 0016: option ids (ADR 037)', () => {
  it('gives every stored option an id, the same in the draft and in the version', async () => {
    const drafts = await target.run(
      `select id, option_ids from questions where form_id in ('live', 'offline') order by id`,
    );
    const [live] = await target.run(`select definition from form_versions where form_id = 'live'`);
    const colour = formDefinitionSchema
      .parse(live!.definition)
      .questions.find((q) => q.id === 'colour')!;
    const draftIds = drafts.find((r) => r.id === 'colour')!.option_ids as string[];
    expect(draftIds).toHaveLength(2);
    expect(colour.optionIds).toEqual(draftIds);
    // An old answer, stored as its label, reads as the option.
    expect(optionIdOf(colour, 'Red')).toBe(draftIds[0]);
    expect(optionIdOf(colour, 'Green')).toBeNull();
    // Questions without options get none.
    expect(drafts.find((r) => r.id === 'name')!.option_ids).toBeNull();
  });

  it('keeps ids unique where a label repeats, and re-hashes the versions', async () => {
    const [dup] = await target.run(`select options, option_ids from questions where id = 'dup'`);
    const ids = dup!.option_ids as string[];
    expect(optionIdsOf({ id: 'dup', options: ['A', 'A', 'B'], optionIds: ids })).toEqual(ids);
    const hashes = await target.run(`select content_hash from form_versions`);
    expect(hashes.every((r) => r.content_hash === null)).toBe(true);
  });
});
