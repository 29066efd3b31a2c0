/**
 * One schema, two drivers: PGlite (embedded, file-backed under DATA_DIR) by default, node-postgres
 * when DATABASE_URL is set. Both run the same committed SQL migrations at start-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { givePgliteTurns, pgliteQueriesInFlight } from './pglite-turns';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /**
   * A fixed statement, prepared once per connection under `name` (PostgreSQL parses and plans it
   * once instead of on every call). For the few hot paths where that shows; everything else goes
   * through Drizzle. `text` must be constant for a given `name`.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  ping(): Promise<boolean>;
  /**
   * The pool's state, for /metrics: connections running a query, queries waiting for one, and how
   * many connections it may open. PGlite has one connection, which runs one query at a time.
   */
  pool(): { inUse: number; waiting: number; size: number };
  close(): Promise<void>;
}

/**
 * The committed SQL: the nearest `migrations/` with a journal, looking up from the code that runs.
 * That is server/migrations from the source (server/src/db), and the copy scripts/build-server.ts
 * puts beside the bundle (dist/server/migrations) from its entries, dist/server/main.js and
 * dist/server/cli/*.js alike: each entry is a bundle of its own whose `import.meta.url` is the
 * entry's, so a path fixed relative to one of them missed the others (issue 27).
 */
export function findMigrationsDir(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`No migrations (migrations/meta/_journal.json) above ${fileURLToPath(from)}`);
    }
    dir = parent;
  }
}

export const MIGRATIONS_DIR = findMigrationsDir();

/** Any fixed number: serialises migrations when several app instances start at once. */
export const MIGRATION_LOCK_KEY = 72_707_369;

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** Where a pooled connection's own error goes (a server restart, an admin kill). */
      onConnectionError?: (err: Error) => void;
    }
  | { driver: 'pglite'; dataDir: string | null }
  | { driver: 'pglite'; client: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    return openPostgres(
      options.url,
      options.poolSize ?? 10,
      options.onConnectionError ?? ((err) => console.error('database connection error:', err)),
    );
  }
  const client =
    'client' in options
      ? options.client
      : new PGlite(options.dataDir === null ? undefined : path.join(options.dataDir, 'pglite'));
  return openPglite(client);
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  // From here on, other I/O gets a turn before each query (pglite-turns.ts).
  givePgliteTurns(client);
  return {
    pool: () => {
      const pending = pgliteQueriesInFlight(client);
      return { inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0), size: 1 };
    },
    db: db as unknown as Db,
    driver: 'pglite',
    // One embedded connection: PGlite has no named statements to keep, and runs this as is.
    prepared: async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query<T>(text, values)).rows,
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onConnectionError: (err: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that hangs rather than refusing (a dead host, a full backlog) must not hold requests
    // forever: give up on a new connection after 5 s, which the error handler answers with 503.
    connectionTimeoutMillis: 5_000,
    // No JIT compilation (ADR 057): the results reads' estimates run to billions of rows for a
    // dozen groups, so PostgreSQL spent some 450 ms compiling a cross-tab that ran in 300.
    options: '-c jit=off',
  });
  let closing = false;
  // An idle pooled connection that the server drops (restart, failover, `drop database ... with
  // (force)`) emits 'error' on the pool; unheard, that kills the process. The pool replaces the
  // connection on next use, so this is only worth a log line, and not even that once we are closing.
  pool.on('error', (err) => {
    if (!closing) onConnectionError(err);
  });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    prepared: async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as T[],
    ping: () => ping(db as unknown as Db),
    pool: () => ({
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      size: poolSize,
    }),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
