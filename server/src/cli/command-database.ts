/**
 * The database a command works on, opened from the same settings as the server's: PostgreSQL with
 * DATABASE_URL, else the embedded one in DATA_DIR under the data-dir lock (so a command refuses
 * to run beside a server using it). Migrated on open, closed and unlocked after the work.
 */
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { type Db, openDatabase } from '../db/database';

export async function withCommandDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
        : { driver: 'pglite', dataDir: config.dataDir },
    );
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await release?.();
  }
}
