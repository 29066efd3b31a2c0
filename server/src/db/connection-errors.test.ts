/**
 * A pooled PostgreSQL connection that the server drops must not take the process down: the pool
 * reports it and opens a new connection on the next query. Runs against the real local server
 * (TEST_DATABASE_URL, else the machine's default), in both runs of the API suite.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

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
