import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@core/api/common';
import type { Database } from '../../db/database';
import type { SharedState } from '../../lib/shared-state';
import { type Lifecycle, type LifecycleState, RETRY_AFTER_SECONDS } from '../../plugins/lifecycle';
import { APP_VERSION } from '../../version';

/** A probe answers within this, even when the database hangs rather than refusing. */
const PING_TIMEOUT_MS = 2_000;

async function pingWithin(database: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `none` without REDIS_URL; RedisSharedState.ping has its own timeout. */
async function redisHealth(state: SharedState): Promise<'up' | 'down' | 'none'> {
  if (state.kind === 'memory') return 'none';
  return (await state.ping().catch(() => false)) ? 'up' : 'down';
}

/**
 * Two probes. `/api/health` is liveness: it answers 200 while the process serves HTTP, whatever
 * the database says (restarting a process because its database is down fixes nothing). It still
 * reports the database, for people. `/api/health/ready` is readiness: 200 only when this instance
 * can do work (database reachable, not shutting down), 503 with Retry-After otherwise. Before the
 * database is open and migrated, listen-while-starting.ts answers both.
 *
 * Both report Redis (issue 19) when REDIS_URL is set. A Redis that is down makes /api/health
 * `degraded` but does not make the instance unready: every instance shares the one Redis, so a
 * load balancer could route around nothing, and taking them all out would turn what Redis covers
 * (sign-ins and CAPTCHAs answer 503 meanwhile; rate limits let requests through) into a full
 * outage.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; lifecycle: Lifecycle },
) {
  const { database, lifecycle } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is up (and how its database is)',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      const [up, redis] = await Promise.all([
        pingWithin(database, PING_TIMEOUT_MS),
        redisHealth(app.sharedState),
      ]);
      return {
        status: up && redis !== 'down' ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        redis,
        driver: database.driver,
        version: APP_VERSION,
      };
    },
  );

  // For a load balancer's or Kubernetes' liveness probe: the process answers, nothing more.
  api.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process runs (200 even while starting or draining)',
        response: { 200: livenessResponseSchema },
      },
    },
    async () => ({ status: 'alive' as const, version: APP_VERSION }),
  );

  api.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the instance can take requests (503 while starting, draining or cut off)',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const [up, redis] = await Promise.all([
        pingWithin(database, PING_TIMEOUT_MS),
        redisHealth(app.sharedState),
      ]);
      const base = { redis, driver: database.driver, version: APP_VERSION };
      // Read after the ping: a SIGTERM may have arrived meanwhile.
      const state: LifecycleState = lifecycle.state;
      if (up && state === 'ready')
        return { ...base, status: 'ready' as const, database: 'up' as const };
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          ...base,
          status: state === 'draining' ? 'draining' : 'unavailable',
          database: up ? 'up' : 'down',
        });
    },
  );
}
