import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { givePgliteTurns, pgliteQueriesInFlight } from './pglite-turns';

const open: PGlite[] = [];
afterEach(async () => {
  for (const client of open.splice(0)) await client.close();
});

// From the run's migrated snapshot (global-setup.ts): a new PGlite() runs initdb, seconds each.
const snapshot = fs.readFileSync(inject('pgliteSnapshot'));

async function client() {
  const c = new PGlite({ loadDataDir: new Blob([snapshot]) });
  open.push(c);
  await c.waitReady;
  return c;
}

/** Runs `n` concurrent queries and counts the event-loop turns (setImmediate) taken meanwhile. */
async function turnsDuring(c: PGlite, n: number) {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const rows = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      c.query<{ x: number }>('select $1::int + 1 as x', [i]).then((r) => r.rows[0]!.x),
    ),
  );
  running = false;
  return { turns, rows };
}

describe('givePgliteTurns', () => {
  it('lets the event loop turn between queries, which PGlite alone never does', async () => {
    const plain = await turnsDuring(await client(), 200);
    // The defect: every query settles as a microtask, so no I/O is looked at until all are done.
    expect(plain.turns).toBe(0);

    const wrapped = await turnsDuring(givePgliteTurns(await client()), 200);
    expect(wrapped.turns).toBeGreaterThan(0);
    expect(wrapped.rows).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('keeps exec and transactions working, and wraps a client once', async () => {
    const c = givePgliteTurns(await client());
    const wrappedQuery = c.query;
    givePgliteTurns(c);
    expect(c.query).toBe(wrappedQuery);
    await c.exec('create table t (n int)');
    await c.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await tx.query('insert into t values (2)');
    });
    await expect(
      c.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await c.query<{ n: number }>('select n from t order by n');
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('counts the queries in flight, for the pool gauges of /metrics', async () => {
    const c = givePgliteTurns(await client());
    expect(pgliteQueriesInFlight(c)).toBe(0);
    const running = Array.from({ length: 5 }, (_, i) => c.query('select $1::int as n', [i]));
    expect(pgliteQueriesInFlight(c)).toBe(5);
    await Promise.all(running);
    expect(pgliteQueriesInFlight(c)).toBe(0);
    await expect(c.query('select nonsense')).rejects.toThrow();
    expect(pgliteQueriesInFlight(c)).toBe(0);
  });
});
