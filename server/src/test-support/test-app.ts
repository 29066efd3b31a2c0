/**
 * A fresh, migrated database and a built app for one test file. Runs on PGlite, or on PostgreSQL
 * when the suite is run with TEST_DRIVER=postgres and TEST_DATABASE_URL (scripts/test.ts does both).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import type { SharedState } from '../lib/shared-state';
import { adminQuery, testDatabaseUrl, withDatabase } from './global-setup';
import { leasePglite } from './pglite-pool';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Headers a same-origin browser request would carry. */
  origin: { origin: string; host: string };
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `${template.replace('_tpl_', '_')}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database "${name}" template "${template}"`);
    const database = await openDatabase({
      driver: 'postgres',
      url: withDatabase(url, name),
      poolSize: 4,
    });
    return {
      database,
      drop: () => adminQuery(url, `drop database if exists "${name}" with (force)`),
    };
  }
  // The worker's reset instance when it has one (pglite-pool.ts); closing the database gives it back.
  const snapshot = inject('pgliteSnapshot');
  const client = await leasePglite(() => new Blob([fs.readFileSync(snapshot)]));
  const database = await openDatabase({ driver: 'pglite', client });
  return { database, drop: async () => {} };
}

/**
 * A database for the test file's tests: opened before them, closed and dropped after them.
 * `database()` answers it once the file's beforeAll has run.
 */
export function databaseForFile(): () => Database {
  let opened: { database: Database; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return () => {
    if (!opened) throw new Error('the database opens in beforeAll');
    return opened.database;
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra routes for a test (registered before the app is ready). */
  extend?: (app: FastifyInstance) => void;
  /** The app's shared state, e.g. one that reads a clock the test holds (default: its own). */
  sharedState?: SharedState;
}

/** A ready app on a database the caller opened: several of them make several instances. */
export async function buildTestApp(
  database: Database,
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; config: AppConfig }> {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...options.env });
  const app = await buildApp(config, {
    database,
    ...(options.sharedState ? { sharedState: options.sharedState } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return { app, config };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const { app, config } = await buildTestApp(database, options);
  return {
    app,
    database,
    config,
    origin: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
