/**
 * For scripts/test-deploy.ts: the two containers started together on a fresh database, and the
 * migrations must have run once (under the advisory lock), not once per instance.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Resolves to the number of migrations applied; throws unless it is one row per migration. */
export async function checkMigrationsRanOnce(root: string, databaseUrl: string): Promise<number> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(root, 'server/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    .finally(() => client.end());
  if (rows[0]!.n !== journal.entries.length) {
    throw new Error(`${rows[0]!.n} migration rows for ${journal.entries.length} migrations`);
  }
  return rows[0]!.n;
}
