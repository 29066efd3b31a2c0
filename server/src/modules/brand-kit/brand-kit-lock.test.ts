import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-app';
import { BRAND_KIT_LOCK, lockBrandKits } from './brand-kit-store';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The brand kit advisory locks this transaction holds, as `key:mode`. */
async function locksHeldWith(
  ownerId: number | null,
  purpose: Parameters<typeof lockBrandKits>[2],
): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await lockBrandKits(tx, ownerId, purpose);
    const result = await tx.execute(
      sql`select objid::int as key, mode from pg_locks
          where locktype = 'advisory' and classid = ${BRAND_KIT_LOCK} and pid = pg_backend_pid()
          order by objid`,
    );
    const rows = (result as unknown as { rows: { key: number; mode: string }[] }).rows;
    return rows.map((r) => `${r.key}:${r.mode}`);
  });
}

describe('the brand kit lock', () => {
  it('lets forms apply kits side by side, but never while their kit is being saved', async () => {
    // Shared locks conflict only with exclusive ones: form writers run together, kit saves wait.
    expect(await locksHeldWith(42, 'apply')).toEqual(['0:ShareLock', '42:ShareLock']);
    expect(await locksHeldWith(null, 'apply')).toEqual(['0:ShareLock']);
    expect(await locksHeldWith(42, 'save-user')).toEqual(['0:ShareLock', '42:ExclusiveLock']);
    expect(await locksHeldWith(42, 'save-global')).toEqual(['0:ExclusiveLock']);
  });

  it('releases them with the transaction', async () => {
    await locksHeldWith(7, 'save-user');
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and classid = ${BRAND_KIT_LOCK}
            and database = (select oid from pg_database where datname = current_database())`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
