/**
 * The process's HTTP server, listening from the first moment, before the database is open and
 * migrated (PGlite takes seconds; on PostgreSQL another instance may hold the migration lock).
 * Until the app is handed over it answers on its own: `/api/health` and `/api/health/live` 200
 * (the process is alive), `/api/health/ready` 503 "migrating", anything else 503 with
 * Retry-After. So a starting instance is visible to its load balancer and its clients are told
 * to come back, rather than refused.
 *
 * The app itself is built only once the database is ready (buildApp may query it while it
 * registers), and then takes over the same socket: the port never closes in between.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  ERROR_CODES,
  type HealthResponse,
  type LivenessResponse,
  type ReadinessResponse,
} from '@core/api/common';
import type { AppConfig } from './config';
import type { Driver } from './db/database';
import { type DrainCounts, trackConnections } from './connection-drain';
import { RETRY_AFTER_SECONDS } from './plugins/lifecycle';
import { APP_VERSION } from './version';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * How long an idle kept-alive connection stays open: Fastify's own default, which it sets only on
 * a server it creates itself, not on one from `serverFactory`. Without it Node's 5 s applied, and a
 * client reusing a connection just as the server closed it got ECONNRESET: a load balancer keeps
 * idle connections for 60 s (AWS's default), and a test's second fetch hit it on a busy machine.
 * Shutdown does not wait for idle connections (connection-drain.ts closes them).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export interface StartingServer {
  log: FastifyBaseLogger;
  /** http://host:port, as listened on. */
  address: string;
  /** From now on `app` answers every request on this server's socket. */
  handOver(app: FastifyInstance): void;
  /** Resolves once no connection has arrived for `quietMs`, or after `timeoutMs`. */
  quiet(quietMs: number, timeoutMs: number): Promise<void>;
  /**
   * Stops listening and waits for the requests in progress (the app's included); what it did
   * with each connection (connection-drain.ts) is in the result, for the shutdown's log line.
   */
  close(): Promise<DrainCounts>;
  /** Ends every connection now, requests in progress included (a shutdown out of time). */
  cutConnections(): void;
}

export async function listenWhileStarting(
  config: AppConfig,
  driver: Driver,
): Promise<StartingServer> {
  let route: Handler = () => {};
  const front = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    // One socket for the starting answers and, later, the app's: requests go to whoever is current.
    serverFactory: (handler) => {
      route = handler;
      const server = http.createServer((req, res) => route(req, res));
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  });
  const retryLater = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' };
  front.get('/api/health', async (): Promise<HealthResponse> => ({
    status: 'degraded',
    database: 'down',
    driver,
    version: APP_VERSION,
  }));
  front.get('/api/health/live', async (): Promise<LivenessResponse> => ({
    status: 'alive',
    version: APP_VERSION,
  }));
  front.get('/api/health/ready', async (_request, reply) => {
    const body: ReadinessResponse = {
      status: 'starting',
      database: 'migrating',
      driver,
      version: APP_VERSION,
    };
    return reply.status(503).headers(retryLater).send(body);
  });
  front.setNotFoundHandler(async (_request, reply) =>
    reply.status(503).headers(retryLater).send({
      message: 'The server is starting. Try again shortly.',
      code: ERROR_CODES.unavailable,
    }),
  );
  // Node's default backlog (511) overflows when a thousand clients connect while the event loop
  // is busy (PGlite runs on it): the kernel then drops SYNs and clients wait seconds on TCP
  // retries. A deeper queue (capped by net.core.somaxconn) lets them wait in line instead.
  const drain = trackConnections(front.server);
  const address = await front.listen({ port: config.port, host: config.host, backlog: 4096 });
  return {
    log: front.log,
    address,
    handOver(app) {
      route = (req, res) => app.routing(req, res);
    },
    quiet: (quietMs, timeoutMs) => drain.quiet(quietMs, timeoutMs),
    // Not front.close(): Node's http close resets connections whose request is still unread.
    close: () => drain.close(),
    cutConnections: () => drain.cut(),
  };
}
