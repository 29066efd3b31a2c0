/**
 * For tests that restart the server on the same data: a migrated database that can be opened,
 * closed and opened again. On PGlite it lives in a data directory on disk (restored from the
 * suite's snapshot; one open at a time, as in production); on PostgreSQL it is a database cloned
 * from the suite's template, and each open() is an independent pool, as a second instance has.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, type Driver, openDatabase } from '../db/database';
import { adminQuery, testDatabaseUrl, withDatabase } from './global-setup';

export interface ReopenableTestDatabase {
  driver: Driver;
  open(): Promise<Database>;
  /** Removes the database (close every open() first on PGlite). */
  drop(): Promise<void>;
}

export async function createReopenableTestDatabase(): Promise<ReopenableTestDatabase> {
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `${template.replace('_tpl_', '_')}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database "${name}" template "${template}"`);
    return {
      driver: 'postgres',
      open: () => openDatabase({ driver: 'postgres', url: withDatabase(url, name), poolSize: 4 }),
      drop: () => adminQuery(url, `drop database if exists "${name}" with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-reopen-'));
  const dataDir = path.join(dir, 'pglite');
  let restored = false;
  return {
    driver: 'pglite',
    async open() {
      // The first open restores the migrated snapshot into the directory; later ones reopen it.
      const client = restored
        ? new PGlite(dataDir)
        : new PGlite(dataDir, {
            loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]),
          });
      restored = true;
      return openDatabase({ driver: 'pglite', client });
    },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
