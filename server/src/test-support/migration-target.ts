/**
 * A database to test a migration on: the committed migrations up to a tag, data loaded through
 * SQL of that schema, then the rest. PGlite, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { MIGRATIONS_DIR } from '../db/database';
import { adminQuery, testDatabaseUrl, withDatabase } from './global-setup';

/** A copy of the committed migrations that stops before `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export interface MigrationTarget {
  run(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function openMigrationTarget(): Promise<MigrationTarget> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `formloom_migration_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database "${name}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
    const db = drizzlePg(pool);
    return {
      run: async (text) => (await db.execute(sql.raw(text))).rows as Record<string, unknown>[],
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: async () => {
        await pool.end();
        await adminQuery(url, `drop database if exists "${name}" with (force)`);
      },
    };
  }
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    run: async (text) => (await db.execute(sql.raw(text))).rows as Record<string, unknown>[],
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
