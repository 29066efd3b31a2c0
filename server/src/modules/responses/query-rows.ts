/** Raw SQL rows, the same on both drivers (node-postgres and PGlite both answer { rows }). */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';

export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Timestamps arrive as Date (pg) or string (some paths); ids as string (int8) or number. */
export const iso = (v: unknown): string => new Date(v as string).toISOString();
