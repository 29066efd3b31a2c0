/**
 * The app over Redis (issue 19): two apps on one database and one Redis behave as one server for
 * every limit (12 calls to /api/check-user: 10 answered), failed sign-ins and the ALTCHA spent set,
 * and /api/health reports Redis. Then one app whose Redis cannot be reached: each caller fails the
 * way it says (rate limits open, sign-in and password reset closed with 503), nothing crashes.
 * (Real server processes over PostgreSQL: multi-instance.postgres.fault.test.ts.)
 */
import crypto from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CHALLENGE_PATH } from '@core/api/auth';
import { healthResponseSchema, readinessResponseSchema } from '@core/api/common';
import type { Database } from '../db/database';
import { PROOF_REFUSED } from '../modules/identity/log-in';
import { ACCOUNT_FAILURES_BEFORE_PROOF } from '../modules/identity/sign-in-throttle';
import { newAccount } from '../test-support/browser-client';
import { unreachableRedisUrl } from '../test-support/redis';
import { type RedisInstances, startRedisInstances } from '../test-support/redis-instances';
import { buildTestApp, openTestDatabase } from '../test-support/test-app';

const HEADERS = { origin: 'http://localhost:3000', host: 'localhost:3000' };

/** One client machine talking to whichever app: same address, its own cookies per app. */
function send(
  app: FastifyInstance,
  remoteAddress: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return app.inject({ method, url, payload: payload as object, remoteAddress, headers: HEADERS });
}

const address = () => `198.51.100.${crypto.randomInt(1, 255)}`;

describe('two apps on one database and one Redis', () => {
  let instances: RedisInstances;
  beforeAll(async () => {
    instances = await startRedisInstances(2);
  });
  afterAll(() => instances.close());
  const [a, b] = [() => instances.apps[0]!, () => instances.apps[1]!];

  it('reports Redis up on both probes', async () => {
    const live = healthResponseSchema.parse((await a().inject('/api/health')).json());
    expect(live).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
    const ready = await b().inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(ready.json())).toMatchObject({ redis: 'up' });
  });

  it('holds one rate limit across both: 12 calls to /api/check-user, 10 answered', async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? a() : b();
      const res = await send(app, ip, 'POST', '/api/check-user', { email: 'x@example.com' });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('counts failed sign-ins made on either, and spends a proof on both', async () => {
    const account = newAccount();
    expect((await send(a(), address(), 'POST', '/api/auth/register', account)).statusCode).toBe(
      201,
    );
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF; i += 1) {
      const app = i % 2 === 0 ? a() : b();
      const res = await send(app, address(), 'POST', '/api/auth/login', {
        username: account.username,
        password: `wrong-${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const credentials = { username: account.username, password: account.password };
    const asked = await send(b(), address(), 'POST', '/api/auth/login', credentials);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });

    const challenge = (await send(a(), address(), 'GET', SIGN_IN_CHALLENGE_PATH)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const first = await send(a(), address(), 'POST', '/api/auth/login', {
      ...credentials,
      captcha,
    });
    expect(first.statusCode).toBe(200);
    // A sign-in forgets the account's failures: the proof is needed again only after new ones.
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF; i += 1) {
      await send(a(), address(), 'POST', '/api/auth/login', { ...credentials, password: 'no' });
    }
    const replayed = await send(b(), address(), 'POST', '/api/auth/login', {
      ...credentials,
      captcha,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: PROOF_REFUSED });
  });
});

describe('an app whose Redis cannot be reached', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    ({ app } = await buildTestApp(database, { env: { REDIS_URL: await unreachableRedisUrl() } }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('says so on /api/health and stays ready', async () => {
    const live = healthResponseSchema.parse((await app.inject('/api/health')).json());
    expect(live).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(ready.json())).toMatchObject({ redis: 'down' });
  });

  it('lets rate-limited routes through (fail open)', async () => {
    const res = await send(app, address(), 'POST', '/api/check-user', { email: 'x@example.com' });
    expect(res.statusCode).toBe(200);
  });

  it('answers sign-in and password reset with 503 and Retry-After (fail closed)', async () => {
    const login = await send(app, address(), 'POST', '/api/auth/login', {
      username: 'someone',
      password: 'whatever it is',
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toMatch(/^\d+$/);
    expect(login.json()).toEqual({
      message: 'Service temporarily unavailable',
      code: 'SERVICE_UNAVAILABLE',
    });
    const reset = await send(app, address(), 'POST', '/api/auth/forgot-password', {
      email: 'someone@example.com',
    });
    expect(reset.statusCode).toBe(503);
  });
});
