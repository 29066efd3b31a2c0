/**
 * Both drivers must end with the same schema from the same migrations. On PostgreSQL runs this
 * compares the real server with a fresh PGlite; on PGlite runs it compares PGlite with the tables
 * and columns that schema.ts declares.
 */
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { type PgTable, PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import { type Database, openDatabase } from './database';
import * as schema from './schema';

async function describeSchema(database: Database) {
  const q = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] })
      .rows;
  const columns = await q(`
    select table_name, column_name, data_type, udt_name, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`);
  const constraints = await q(`
    select tc.table_name, tc.constraint_name, tc.constraint_type,
           rc.delete_rule, rc.update_rule
    from information_schema.table_constraints tc
    left join information_schema.referential_constraints rc
      on rc.constraint_name = tc.constraint_name and rc.constraint_schema = tc.constraint_schema
    -- NOT NULL shows up as CHECK constraints named after table oids, which differ per database.
    where tc.table_schema = 'public' and tc.constraint_name not like '%not_null'
    order by tc.table_name, tc.constraint_name`);
  const indexes = await q(`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`);
  return { columns, constraints, indexes };
}

const declaredTables = (Object.values(schema) as unknown[]).filter(
  (v) => v instanceof PgTableClass,
) as PgTable[];

describe('schema parity between drivers', () => {
  let subject: Awaited<ReturnType<typeof openTestDatabase>>;
  let reference: Database;
  beforeAll(async () => {
    subject = await openTestDatabase();
    reference = await openDatabase({ driver: 'pglite', client: new PGlite() });
  });
  afterAll(async () => {
    await subject.database.close();
    await subject.drop();
    await reference.close();
  });

  it('migrates to the same columns, constraints and indexes', async () => {
    const actual = await describeSchema(subject.database);
    const expected = await describeSchema(reference);
    expect(actual.columns.length).toBeGreaterThan(100);
    expect(actual).toEqual(expected);
  });

  it('has every table and column that schema.ts declares, and nothing else', async () => {
    const { columns } = await describeSchema(subject.database);
    const actual = new Set(columns.map((c) => `${String(c.table_name)}.${String(c.column_name)}`));
    const declared = new Set(
      declaredTables.flatMap((table) =>
        Object.values(getTableColumns(table)).map((c) => `${getTableName(table)}.${c.name}`),
      ),
    );
    expect([...actual].sort()).toEqual([...declared].sort());
  });

  it('cascades form deletion to questions and responses', async () => {
    const { db } = subject.database;
    await db.insert(schema.forms).values({ id: 'f_cascade', title: 'T', anonymousId: 'g1' });
    await db
      .insert(schema.questions)
      .values({ id: 'q1', formId: 'f_cascade', type: 'SHORT_TEXT', title: 'Q', order: 0 });
    await db.insert(schema.responses).values({ formId: 'f_cascade', answers: { q1: 'a' } });
    await db.delete(schema.forms).where(sql`${schema.forms.id} = 'f_cascade'`);
    const left = await db.execute(
      sql`select (select count(*) from questions where form_id = 'f_cascade')::int as q,
                 (select count(*) from responses where form_id = 'f_cascade')::int as r`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ q: 0, r: 0 });
  });

  it('refuses a form that has neither an owner nor a guest id', async () => {
    await expect(
      subject.database.db.insert(schema.forms).values({ id: 'f_orphan', title: 'T' }),
    ).rejects.toThrow();
  });
});
