import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@core/api/common';
import type { Database } from '../../db/database';
import { APP_VERSION } from '../../version';

/** Reports database reachability for load balancers and uptime checks. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await opts.database.ping();
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        driver: opts.database.driver,
        version: APP_VERSION,
      });
    },
  );
}
