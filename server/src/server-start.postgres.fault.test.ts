/**
 * A starting server listens before it migrates: while the migration waits (here on the migration
 * lock, held by this test as another instance migrating would hold it), it is live but not ready,
 * and it answers every other request with 503 and Retry-After. PostgreSQL only: there the test can
 * hold the migration where it is; on PGlite the same states are covered in-process
 * (plugins/lifecycle.test.ts).
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from './db/database';
import {
  Client,
  createStore,
  killAllServers,
  startServer,
  type Store,
  waitFor,
  waitForReady,
} from './test-support/fault-server';

const stores: Store[] = [];
afterAll(async () => {
  killAllServers();
  for (const store of stores) await store.dispose();
});

describe('a server whose migration is held up', () => {
  it('is live, not ready, and refuses work with 503 until it has migrated', async () => {
    const store = await createStore();
    stores.push(store);
    const holder = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    let held = true;
    try {
      const server = startServer(store.env);
      const url = await server.listening;
      // The server is now waiting for the lock this test holds.
      await waitFor(
        'the server to wait on the migration lock',
        async () => {
          const { rows } = await holder.query(
            "select 1 from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
            [MIGRATION_LOCK_KEY],
          );
          return rows.length > 0;
        },
        30_000,
      );
      const client = new Client(url);
      const readiness = await client.request('GET', '/api/health/ready');
      expect(readiness.status).toBe(503);
      expect(readiness.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(readiness.body)).toMatchObject({
        status: 'starting',
        database: 'migrating',
        driver: 'postgres',
      });
      expect((await client.request('GET', '/api/health')).status).toBe(200);
      const work = await client.request('POST', '/api/forms', { definition: { title: 'Early' } });
      expect(work.status).toBe(503);
      expect(work.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(work.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      held = false;
      await waitForReady(url, 60_000);
      const ready = await client.request('GET', '/api/health/ready');
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', database: 'up' });
      expect(
        (await client.request('POST', '/api/forms', { definition: { title: 'Now' } })).status,
      ).toBe(201);
      client.close();
      expect(server.output()).toContain('ready: database open and migrated');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (held) await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await holder.end();
    }
  });
});
