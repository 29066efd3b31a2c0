/**
 * The socket a starting process listens on: live, not ready, and 503 with Retry-After for work,
 * until the app takes over the same port. (The real process held in its migration is in
 * server-start.postgres.fault.test.ts.)
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@core/api/common';
import { loadConfig } from './config';
import { listenWhileStarting, type StartingServer } from './listen-while-starting';

let server: StartingServer | undefined;
afterAll(() => server?.close());

describe('a starting server', () => {
  it('answers for itself until the app takes over its socket', async () => {
    const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' });
    server = await listenWhileStarting(config, 'pglite');
    const url = server.address;

    const live = await fetch(`${url}/api/health`);
    expect(live.status).toBe(200);
    // Idle connections are kept longer than a load balancer keeps its own (60 s), not Node's 5 s.
    expect(live.headers.get('keep-alive')).toBe('timeout=72');
    expect(healthResponseSchema.parse(await live.json())).toMatchObject({ database: 'down' });
    const alive = await fetch(`${url}/api/health/live`);
    expect(alive.status).toBe(200);
    expect(livenessResponseSchema.parse(await alive.json())).toMatchObject({ status: 'alive' });
    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(readinessResponseSchema.parse(await ready.json())).toMatchObject({
      status: 'starting',
      database: 'migrating',
      driver: 'pglite',
    });
    const work = await fetch(`${url}/api/forms`, { method: 'POST' });
    expect(work.status).toBe(503);
    expect(work.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await work.json()).toEqual({
      message: 'The server is starting. Try again shortly.',
      code: 'SERVICE_UNAVAILABLE',
    });

    const app = Fastify();
    app.get('/api/health/ready', async () => ({ from: 'app' }));
    await app.ready();
    server.handOver(app);
    const after = await fetch(`${url}/api/health/ready`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ from: 'app' });
    await app.close();
  });
});
