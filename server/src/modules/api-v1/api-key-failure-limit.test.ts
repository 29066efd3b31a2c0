/**
 * Issue 27: made-up API keys from one address are answered 401 only until the per-address limit,
 * then 429 with Retry-After (a valid key from that address included), counted across instances
 * through Redis, and the limit is skipped, never a 503, while Redis cannot be reached.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { unreachableRedisUrl } from '../../test-support/redis';
import { type RedisInstances, startRedisInstances } from '../../test-support/redis-instances';
import {
  buildTestApp,
  createTestApp,
  openTestDatabase,
  type TestContext,
} from '../../test-support/test-app';
import { signUp } from '../collaboration/collaboration.test-support';
import { API_KEY_FAILURES_PER_ADDRESS } from './api-key-failure-limit';
import { createKey } from './api-v1.test-support';

const madeUpKey = () => `flk_${crypto.randomBytes(32).toString('base64url')}`;
const address = () => `198.51.100.${crypto.randomInt(1, 255)}`;

/** A program's GET from one client address, with a key (or none). */
function fromAddress(app: FastifyInstance, remoteAddress: string, key: string | null) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/forms',
    remoteAddress,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
}

function expectLimited(res: Awaited<ReturnType<typeof fromAddress>>): void {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('one instance, no Redis', () => {
  const allowListed = '203.0.113.7';
  let t: TestContext;
  let validKey: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_ALLOWLIST: allowListed } });
    validKey = (await createKey(await signUp(t.app))).key;
  });
  afterAll(() => t.close());

  it('answers 150 made-up keys from one address 401 until the limit, then 429', async () => {
    const ip = address();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 150; i += 1) {
      last = await fromAddress(t.app, ip, madeUpKey());
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, API_KEY_FAILURES_PER_ADDRESS)).toEqual(
      Array(API_KEY_FAILURES_PER_ADDRESS).fill(401),
    );
    expect(statuses.slice(API_KEY_FAILURES_PER_ADDRESS)).toEqual(
      Array(150 - API_KEY_FAILURES_PER_ADDRESS).fill(429),
    );
    expectLimited(last!);
    expect(last!.json().message).toMatch(
      /^Too many requests with an invalid API key from your address\. Try again in \d+ s\.$/,
    );
    // A valid key from the limited address waits too: answering it would tell a guesser which
    // of his keys is right.
    expectLimited(await fromAddress(t.app, ip, validKey));
    // Other addresses are untouched.
    expect((await fromAddress(t.app, address(), validKey)).statusCode).toBe(200);
  });

  it('counts only requests that present a key', async () => {
    const ip = address();
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS + 10; i += 1) {
      expect((await fromAddress(t.app, ip, null)).statusCode).toBe(401);
    }
    expect((await fromAddress(t.app, ip, validKey)).statusCode).toBe(200);
    // Garbage that is not even shaped like a key counts: it was presented as one.
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS; i += 1) {
      expect((await fromAddress(t.app, ip, 'not-a-key')).statusCode).toBe(401);
    }
    expectLimited(await fromAddress(t.app, ip, 'not-a-key'));
  });

  it('is not lifted by RATE_LIMIT_ALLOWLIST (it guards keys, not capacity)', async () => {
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS; i += 1) {
      expect((await fromAddress(t.app, allowListed, madeUpKey())).statusCode).toBe(401);
    }
    expectLimited(await fromAddress(t.app, allowListed, madeUpKey()));
  });
});

describe('two instances on one Redis', () => {
  let instances: RedisInstances;
  beforeAll(async () => {
    instances = await startRedisInstances(2);
  });
  afterAll(() => instances.close());

  it('counts the failures made on either instance as one', async () => {
    const { apps } = instances;
    const ip = address();
    const validKey = (await createKey(await signUp(apps[0]!))).key;
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS; i += 1) {
      const res = await fromAddress(apps[i % 2]!, ip, madeUpKey());
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await fromAddress(apps[0]!, ip, madeUpKey()));
    expectLimited(await fromAddress(apps[1]!, ip, validKey));
    expect((await fromAddress(apps[1]!, address(), validKey)).statusCode).toBe(200);
  });
});

describe('an instance whose Redis cannot be reached', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let validKey: string;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // The key is made through an instance without Redis (re-authentication needs its counters).
    const setup = (await buildTestApp(database)).app;
    validKey = (await createKey(await signUp(setup))).key;
    await setup.close();
    app = (await buildTestApp(database, { env: { REDIS_URL: await unreachableRedisUrl() } })).app;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('skips the limit (fail open): made-up keys get 401, a valid key its answer', async () => {
    const ip = address();
    for (let i = 0; i < API_KEY_FAILURES_PER_ADDRESS + 5; i += 1) {
      expect((await fromAddress(app, ip, madeUpKey())).statusCode).toBe(401);
    }
    expect((await fromAddress(app, ip, validKey)).statusCode).toBe(200);
  });
});
