/** Process entry: open the database, listen, and shut down gracefully. Nothing else lives here. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openBackupChannel } from './db/backup-channel';
import { DataDirLockedError, lockDataDir, type ReleaseLock } from './db/data-dir-lock';
import { openDatabase } from './db/database';

async function main(): Promise<void> {
  const config = loadConfig();
  // Only the embedded database lives in DATA_DIR; take the lock before PGlite opens it.
  const releaseLock: ReleaseLock | null = config.databaseUrl
    ? null
    : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp(config, { database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await releaseLock?.();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.databaseUrl) await openBackupChannel(config.dataDir, database, app.log);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
