/**
 * A pooled PostgreSQL connection that the server drops must not take the process down: the pool
 * reports it and opens a new connection on the next query. Runs against the real local server
 * (TEST_DATABASE_URL, else the machine's default), in both runs of the API suite.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { queryRows } from '../modules/responses/query-rows';
import { isDatabaseUnavailable } from './database-unavailable';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const opened: Database[] = [];

async function kill(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

afterAll(async () => {
  for (const d of opened) await d.close();
});

describe('a dropped database connection', () => {
  it('is reported, not thrown, and the next query reconnects', async () => {
    const name = `formloom-conn-test-${process.pid}`;
    const u = new URL(url);
    u.searchParams.set('application_name', name);
    const errors: Error[] = [];
    let reported!: () => void;
    const reportedOnce = new Promise<void>((resolve) => (reported = resolve));
    const database = await openDatabase({
      driver: 'postgres',
      url: u.toString(),
      poolSize: 1,
      onConnectionError: (err) => {
        errors.push(err);
        reported();
      },
    });
    opened.push(database);
    expect(await database.ping()).toBe(true);

    expect(await kill(name)).toBe(1);
    await reportedOnce;
    expect(errors[0]?.message).toMatch(/terminating connection/);
    expect(await database.ping()).toBe(true);
  });
});

describe('a database server that accepts connections and never answers', () => {
  it('fails the connection with an outage error instead of hanging', async () => {
    // A listening socket that never speaks: what a hung host or a full accept backlog looks like.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const error = await openDatabase({
        driver: 'postgres',
        url: `postgres://postgres@127.0.0.1:${port}/none`,
        poolSize: 1,
      }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("the pool's connections", () => {
  it('run without JIT compilation (ADR 057), whatever the server defaults to', async () => {
    const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
    opened.push(database);
    const [row] = await queryRows<{ jit: string }>(database.db, sql`show jit`);
    expect(row?.jit).toBe('off');
  });
});
