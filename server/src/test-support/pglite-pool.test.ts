import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/database';
import { idlePglites, leasePglite } from './pglite-pool';

// The suite's snapshot, read only when the worker has no idle instance.
let loads = 0;
const snapshot = () => {
  loads += 1;
  return new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
};

async function count(client: Awaited<ReturnType<typeof leasePglite>>, table: string) {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

describe('a PGlite reused between test files', () => {
  it('comes back empty of what the last lease wrote, with the seeded rows and no second load', async () => {
    const first = await leasePglite(snapshot);
    const templates = await count(first, 'templates');
    expect(templates).toBeGreaterThan(0);
    const database = await openDatabase({ driver: 'pglite', client: first });
    await database.db.execute(
      sql`insert into users (username, password, email) values ('reuse', 'x', 'reuse@example.com')`,
    );
    expect(await count(first, 'users')).toBe(1);
    await database.close();

    const loadsBefore = loads;
    const second = await leasePglite(snapshot);
    expect(loads).toBe(loadsBefore); // the same instance, reset rather than loaded
    expect(await count(second, 'users')).toBe(0);
    expect(await count(second, 'templates')).toBe(templates);
    // Identities start again, as in a freshly loaded database.
    const { rows } = await second.query<{ id: number }>(
      `insert into users (username, password, email) values ('again', 'x', 'again@example.com') returning id`,
    );
    expect(rows[0]!.id).toBe(1);
    await second.close();
  });

  it('refuses a closed lease, as a closed PGlite would, while the next lease works', async () => {
    const lease = await leasePglite(snapshot);
    await lease.close();
    expect(lease.closed).toBe(true);
    await expect(lease.query('select 1')).rejects.toThrow('PGlite is closed');
    const next = await leasePglite(snapshot);
    expect((await next.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
    await next.close();
  });

  it('is loaded anew after a test changed the schema, and puts back seeded rows a test removed', async () => {
    const changed = await leasePglite(snapshot);
    await changed.exec('create table left_behind (id int)');
    const idle = idlePglites();
    await changed.close();
    expect(idlePglites()).toBe(idle); // closed, not given back
    const afterSchema = await leasePglite(snapshot);
    const { rows } = await afterSchema.query(`select to_regclass('left_behind') as t`);
    expect(rows).toEqual([{ t: null }]);
    const templates = await count(afterSchema, 'templates');
    await afterSchema.exec(`delete from templates`);
    await afterSchema.close();

    const loadsBefore = loads;
    const afterSeed = await leasePglite(snapshot);
    expect(loads).toBe(loadsBefore);
    expect(await count(afterSeed, 'templates')).toBe(templates);
    await afterSeed.close();
  });

  it('ends a transaction and session settings the last lease left open', async () => {
    const lease = await leasePglite(snapshot);
    await lease.exec(`set statement_timeout = 1234; begin; insert into users (username, password, email)
      values ('open', 'x', 'open@example.com')`);
    await lease.close();
    const next = await leasePglite(snapshot);
    expect(await count(next, 'users')).toBe(0);
    const { rows } = await next.query<{ statement_timeout: string }>('show statement_timeout');
    expect(rows[0]!.statement_timeout).toBe('0');
    await next.close();
  });
});
