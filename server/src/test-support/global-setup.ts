/**
 * Runs once per `vitest` run of the server project. Migrating a database takes seconds, so it is
 * done once: PGlite gets a dumped, migrated data directory that each test file restores (~0.5 s);
 * PostgreSQL gets a migrated template database that each test file clones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { seedTemplates } from '../modules/templates/seed-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-test-'));
  const snapshot = path.join(dir, 'pglite-snapshot.tar');
  const client = new PGlite();
  const database = await openDatabase({ driver: 'pglite', client });
  // Seeded once here, as a long-lived database is, so each test app's seed is one select (the
  // first seed of the catalogue costs ~0.5 s on PGlite).
  await seedTemplates(database.db);
  const dump = await client.dumpDataDir('none');
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = testDatabaseUrl();
  let template: string | null = null;
  if (url) {
    template = `formloom_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `create database "${template}"`);
    const tpl = await openDatabase({
      driver: 'postgres',
      url: withDatabase(url, template),
      poolSize: 1,
    });
    await seedTemplates(tpl.db);
    await tpl.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) await dropDatabasesLike(url, template.replace('_tpl_', '_'), template);
  };
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function dropDatabasesLike(url: string, prefix: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 or datname = $2',
      [`${prefix}%`, template],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
