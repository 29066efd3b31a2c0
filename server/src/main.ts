/**
 * Process entry: take the data-dir lock, listen, open and migrate the database, build the app, and
 * shut down gracefully. Nothing else lives here. It listens first (listen-while-starting.ts): until
 * the database is ready, /api/health/ready says "migrating" and other requests get 503 with
 * Retry-After, so a starting instance is visible to its load balancer instead of refusing
 * connections.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openBackupChannel } from './db/backup-channel';
import { DataDirLockedError, lockDataDir, type ReleaseLock } from './db/data-dir-lock';
import { type Database, openDatabase } from './db/database';
import { applyHeapTuning } from './heap-tuning';
import { listenWhileStarting } from './listen-while-starting';
import { createLifecycle, shutdownBudget } from './plugins/lifecycle';

/** How long no connection may arrive before a draining instance closes its port. */
const QUIET_BEFORE_CLOSE_MS = 250;
/** How long past the notice it waits for such a lull at most. */
const QUIET_WAIT_MAX_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  applyHeapTuning(config.heapGrowingPercent);
  // Only the embedded database lives in DATA_DIR; take the lock before PGlite opens it.
  const releaseLock: ReleaseLock | null = config.databaseUrl
    ? null
    : await lockDataDir(config.dataDir);
  const server = await listenWhileStarting(config, config.databaseUrl ? 'postgres' : 'pglite');
  // PostgreSQL is what several instances share; files on one machine's disk are not, unless every
  // instance mounts the same UPLOADS_DIR. One instance on PostgreSQL is fine, so this only warns.
  if (config.databaseUrl && !config.s3) {
    server.log.warn(
      { uploadsDir: config.uploadsDir },
      'uploads are stored on this machine: with several instances, set S3_BUCKET or give them all the same UPLOADS_DIR',
    );
  }
  const lifecycle = createLifecycle();
  let closing = false;

  // Open and migrate, then build the app on the ready database and hand it the socket.
  const starting = (async (): Promise<{ database: Database; app: FastifyInstance | null }> => {
    const database = await openDatabase(
      config.databaseUrl
        ? {
            driver: 'postgres',
            url: config.databaseUrl,
            // A pooled connection dropped by PostgreSQL (restart, failover), as structured JSON.
            onConnectionError: (err) => server.log.warn({ err }, 'database connection lost'),
          }
        : { driver: 'pglite', dataDir: config.dataDir },
    );
    if (closing) return { database, app: null };
    const app = await buildApp(config, { database, lifecycle });
    await app.ready();
    return { database, app };
  })();

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const signalledAt = performance.now();
    const budget = shutdownBudget(config.shutdownGraceMs);
    // The port closes by the end of the requests' half of the grace period (the steps below).
    lifecycle.drain(budget.requestsMs);
    server.log.info({ signal }, 'shutting down: draining requests');
    // Each step's time, in the last line: what a slow shutdown spent its grace period on.
    const steps: Record<string, number> = {};
    const force = setTimeout(() => {
      server.log.error({ steps, active: lifecycle.active }, 'shutdown timed out; exiting');
      process.exit(1);
    }, budget.forceAtMs);
    force.unref();
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const at = performance.now();
      try {
        return await work();
      } finally {
        steps[name] = Math.round(performance.now() - at);
      }
    };
    try {
      // Still listening: a request that arrives now is told 503 and Retry-After, not refused.
      await step('requests', async () => {
        await lifecycle.idle(budget.requestsMs);
        // A SIGTERM comes from a deploy or a scale-down, with a load balancer in front: keep
        // saying 503 (and not ready) a little longer, so it and the clients move elsewhere before
        // the port closes. A Ctrl-C (SIGINT) has nobody to tell.
        const left = budget.noticeMs - (performance.now() - signalledAt);
        if (signal === 'SIGTERM' && left > 0) {
          await new Promise((resolve) => setTimeout(resolve, left));
        }
      });
      // Then close the port in a lull, not at a fixed moment: one connecting as the port closes
      // is reset (connection-drain.ts). Waited for a second at most: traffic that has not paused
      // by then (a proxy still trying every instance) will not, and its proxy retries the reset.
      if (signal === 'SIGTERM') {
        const deadline = Math.min(budget.requestsMs, budget.noticeMs + QUIET_WAIT_MAX_MS);
        await step('quiet', () =>
          server.quiet(
            QUIET_BEFORE_CLOSE_MS,
            Math.max(0, deadline - (performance.now() - signalledAt)),
          ),
        );
      }
      const unfinished = lifecycle.active;
      // Then stop listening (idle keep-alive connections close at once, one not used yet gets a
      // moment to send its request) and wait for what is still open, but only until 70 % of the grace period: a request still unfinished then (a
      // client that never sends the rest of its body) would otherwise hold the process until the
      // forced exit. Nothing on a cut connection was acknowledged, and a submission it started
      // is still stored by the response writer, whose drain below has the time left.
      const cut = setTimeout(
        () => {
          server.log.warn({ active: lifecycle.active }, 'shutdown: cutting unfinished requests');
          server.cutConnections();
        },
        Math.max(0, budget.cutAtMs - (performance.now() - signalledAt)),
      );
      const connections = await step('connections', () => server.close()).finally(() =>
        clearTimeout(cut),
      );
      // Then the app's onClose hooks (the response writer's queue) run, and only then does the
      // database (the pool) closes. A start-up still migrating is let finish, so the database is
      // not closed under it.
      const started = await starting.catch(() => null);
      await step('app', async () => started?.app?.close());
      await step('database', async () => started?.database.close());
      await releaseLock?.();
      server.log.info(
        { ms: Math.round(performance.now() - signalledAt), steps, unfinished, connections },
        'shut down',
      );
      process.exit(0);
    } catch (err) {
      server.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  let started: Awaited<typeof starting>;
  try {
    started = await starting;
  } catch (err) {
    // Shutdown (a SIGTERM during start-up) exits on its own.
    if (closing) return;
    server.log.fatal({ err }, 'could not open the database and start');
    process.exit(1);
  }
  const { database, app } = started;
  if (closing || !app) return;
  server.handOver(app);
  app.log.info('ready: database open and migrated');
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
