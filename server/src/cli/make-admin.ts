/**
 * `npm run make-admin -- <username>`: grants the admin role. Deliberately not an API: whoever
 * runs it already controls the server and its data directory. Takes the DATA_DIR lock like the
 * server, so it refuses to run while a server is using the embedded database.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { users } from '../db/schema';
import { isEntryPoint } from './is-entry-point';

export async function makeAdmin(
  username: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const config = loadConfig(env);
  const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  try {
    const [row] = await database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (!row) throw new Error(`No user named "${username}".`);
    return `${username} is now an admin.`;
  } finally {
    await database.close();
    await release?.();
  }
}

if (isEntryPoint(import.meta.url)) {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run make-admin -- <username>');
    process.exit(1);
  }
  makeAdmin(username)
    .then((message) => console.log(message))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
