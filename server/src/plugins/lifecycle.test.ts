/**
 * The lifecycle gate and the two probes, in-process on either driver: what a ready and a draining
 * app answer, and the wait for requests admitted before the drain. (Before the app exists,
 * listen-while-starting.ts answers; see its test.)
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@core/api/common';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support/test-app';
import {
  createLifecycle,
  type Lifecycle,
  RETRY_AFTER_SECONDS,
  retryAfterWhileDraining,
  shutdownBudget,
} from './lifecycle';

let app: FastifyInstance;
let lifecycle: Lifecycle;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  lifecycle = createLifecycle();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
  app = await buildApp(config, { database, lifecycle });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

const origin = { origin: 'http://localhost:3000', host: 'localhost:3000' };
const createForm = () =>
  app.inject({
    method: 'POST',
    url: '/api/forms',
    headers: origin,
    payload: { definition: { title: 'Gate' } },
  });

describe('the lifecycle gate', () => {
  // One sequence: the states follow each other as in a process's life.
  it('does work while ready, refuses it while draining, and says so on the probes', async () => {
    expect((await createForm()).statusCode).toBe(201);
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.paths['/api/health/ready'].get.responses).toHaveProperty('503');
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(ready.json())).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'none',
      driver: database.driver,
      version: expect.any(String),
    });
    expect(healthResponseSchema.parse((await app.inject('/api/health')).json())).toMatchObject({
      status: 'ok',
      database: 'up',
    });

    lifecycle.drain();
    const draining = await createForm();
    expect(draining.statusCode).toBe(503);
    expect(draining.headers.connection).toBe('close');
    expect(draining.headers['retry-after']).toMatch(/^\d+$/);
    // The 503 is an API answer like any other: it has the API's security headers.
    expect(draining.headers['x-content-type-options']).toBe('nosniff');
    expect(draining.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const leaving = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(leaving.statusCode).toBe(503);
    expect(leaving.json()).toMatchObject({ status: 'draining', database: 'up' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    // Liveness says nothing but "the process answers": draining is no reason to restart it.
    const alive = await app.inject('/api/health/live');
    expect(alive.statusCode).toBe(200);
    expect(livenessResponseSchema.parse(alive.json())).toEqual({
      status: 'alive',
      version: expect.any(String),
    });
  });
});

describe('the shutdown budget', () => {
  it('splits SHUTDOWN_GRACE_SECONDS into the notice, request, connection and exit deadlines', () => {
    // The default: the 5 s / 7 s / 10 s of ADR 016, and a notice of one Retry-After.
    expect(shutdownBudget(10_000)).toEqual({
      noticeMs: 2_000,
      requestsMs: 5_000,
      cutAtMs: 7_000,
      forceAtMs: 10_000,
    });
    expect(shutdownBudget(30_000)).toEqual({
      noticeMs: 2_000,
      requestsMs: 15_000,
      cutAtMs: 21_000,
      forceAtMs: 30_000,
    });
    const { noticeMs, requestsMs, cutAtMs, forceAtMs } = shutdownBudget(1_000);
    expect(noticeMs).toBeLessThanOrEqual(requestsMs);
    expect(requestsMs).toBeLessThan(cutAtMs);
    expect(cutAtMs).toBeLessThan(forceAtMs);
  });
});

describe('the Retry-After of a draining instance', () => {
  it('sends clients away until a second past the moment its port closes at the latest', () => {
    // Issue 26: told 2 s while the port closed at 2 s, clients came back into the closing port.
    expect(retryAfterWhileDraining(5_000, 0)).toBe(6);
    expect(retryAfterWhileDraining(5_000, 3_500)).toBe(3);
    // Never less than the usual answer, also once the moment has passed.
    expect(retryAfterWhileDraining(5_000, 4_900)).toBe(RETRY_AFTER_SECONDS);
    expect(retryAfterWhileDraining(5_000, 9_000)).toBe(RETRY_AFTER_SECONDS);
    // Drained without a SIGTERM (app.close() in tests): the usual answer.
    expect(retryAfterWhileDraining(null, 0)).toBe(RETRY_AFTER_SECONDS);
  });
});

describe('waiting for requests to finish', () => {
  it('resolves once the requests admitted before the drain are done', async () => {
    const gate = createLifecycle();
    const server = Fastify();
    gate.track(server);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.get('/slow', async () => {
      await released;
      return { done: true };
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      await expect(gate.idle(60_000)).resolves.toBeUndefined();
      const slow = fetch(`${url}/slow`);
      await vi.waitFor(() => expect(gate.active).toBe(1), { timeout: 10_000 });
      gate.drain();
      let idle = false;
      const settled = gate.idle(60_000).then(() => (idle = true));
      // Refused while the slow one runs, and not counted.
      expect((await fetch(`${url}/slow`)).status).toBe(503);
      expect(gate.active).toBe(1);
      expect(idle).toBe(false);
      release();
      const finished = await slow;
      // Admitted before the drain, so it completes; its connection is not kept for another.
      expect(finished.headers.get('connection')).toBe('close');
      expect(await finished.json()).toEqual({ done: true });
      await settled;
      expect(gate.active).toBe(0);
    } finally {
      release();
      await server.close();
    }
  });
});
