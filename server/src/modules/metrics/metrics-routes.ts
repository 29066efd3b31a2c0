/**
 * GET /metrics (issue 33): this instance's metrics in Prometheus' text format, written by
 * prom-client. Off unless METRICS_TOKEN is set: then the route answers 404 like any unknown API
 * route and no hook runs, so an instance without monitoring pays nothing. With it, the request
 * must carry `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Counters are per instance
 * and start at zero with the process; Prometheus scrapes every instance and adds them up.
 *
 * While the instance drains (SIGTERM), the lifecycle's hook answers a scrape 503 with
 * Retry-After like any request, before this handler runs.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../../db/database';
import { AppError, apiNotFound } from '../../plugins/errors';
import { registerHttpMetrics } from './http-metrics';
import { registerStateGauges } from './state-gauges';

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Compares the whole header with the expected one in constant time (equal-length digests). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  return crypto.timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/**
 * Called on the root before the feature modules, not registered as an encapsulated plugin: the
 * request hook must see every route registered after it.
 */
export function registerMetrics(
  app: FastifyInstance,
  opts: { database: Database; cacheMs?: number },
): void {
  const token = app.config.metricsToken;
  const registry = token ? new Registry() : null;
  if (registry) {
    // process_resident_memory_bytes, nodejs_eventloop_lag_*, nodejs_gc_duration_seconds, ...
    collectDefaultMetrics({ register: registry });
    registerHttpMetrics(app, registry);
    registerStateGauges(registry, {
      database: opts.database,
      sharedState: app.sharedState,
      dataDir: app.config.dataDir,
      ...(opts.cacheMs !== undefined ? { cacheMs: opts.cacheMs } : {}),
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!registry || !token) throw apiNotFound(request.method, request.url);
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, 'UNAUTHORIZED', 'A valid metrics token is required');
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
