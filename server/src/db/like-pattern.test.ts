/** The LIKE helper against the real database (PGlite, or PostgreSQL with TEST_DRIVER=postgres). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import type { Database } from './database';
import { containsText, escapeLikePattern } from './like-pattern';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const VALUES = ['a_b', 'axb', '50%', '50 percent', 'back\\slash', 'backslash', 'MiXed'];

/** The values that contain `text` according to the database. */
async function matching(text: string): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select v from jsonb_array_elements_text(${JSON.stringify(VALUES)}::jsonb) as t(v)
        where ${containsText(sql`v`, text)}`,
  )) as unknown as { rows: { v: string }[] };
  return result.rows.map((r) => r.v).sort();
}

describe('containsText', () => {
  it.each([
    ['_', ['a_b']],
    ['%', ['50%']],
    ['\\', ['back\\slash']],
    ['\\s', ['back\\slash']],
    ['\\\\', []],
    ['mixed', ['MiXed']],
    ['', [...VALUES].sort()],
  ])('matches %j literally, ignoring case', async (text, expected) => {
    expect(await matching(text)).toEqual([...expected].sort());
  });

  it('escapes only the three characters LIKE treats specially', () => {
    expect(escapeLikePattern('a_b%c\\d*e.f')).toBe('a\\_b\\%c\\\\d*e.f');
  });
});
