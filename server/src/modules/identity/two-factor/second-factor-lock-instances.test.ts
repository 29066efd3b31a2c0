/**
 * The per-account count of wrong second-factor codes with several instances (issue 27 item 6):
 * two apps on one database and one Redis (a key prefix of this file's own) count as one, whether
 * the wrong codes take turns between them or arrive at both at once, and the owner is mailed
 * once. Then an app whose Redis cannot be reached: every code attempt answers 503 with
 * Retry-After, and no code is tested (the same code still signs in on an app that can count).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@core/api/common';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { BrowserClient } from '../../../test-support/browser-client';
import { deleteTestKeys, testRedisUrl, unreachableRedisUrl } from '../../../test-support/redis';
import { databaseForFile } from '../../../test-support/test-app';
import { CODE_FAILURES_MAX, codesLockedMessage } from './second-factor-lock';
import {
  alertsTo,
  disableFromNewAddress,
  signInFromNewAddress,
  wrongCode,
  wrongCodesAtDisable,
} from './second-factor-lock.test-support';
import { codeAt, enrolled } from './two-factor.test-support';

async function buildWith(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}

const database = databaseForFile();

describe('two apps on one database and one Redis', () => {
  const keyPrefix = `test-${crypto.randomBytes(6).toString('hex')}`;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix };
    apps = [await buildWith(database(), env), await buildWith(database(), env)];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await deleteTestKeys(`formloom:${keyPrefix}:`);
  });
  const app = (i: number) => apps[i % 2]!;

  // Two of its sign-ins solve a proof of work: more than the default time on a loaded machine.
  it(
    'count wrong codes made on either: ten in turns close both, one mail',
    { timeout: 90_000 },
    async () => {
      const account = await enrolled({ app: app(0) });
      const body = { username: account.username, password: account.password };
      for (let i = 0; i < 5; i += 1) {
        const res = await signInFromNewAddress(app(i), {
          ...body,
          code: wrongCode(account.secret, i),
        });
        expect(res.json().code).toBe(ERROR_CODES.twoFactorRequired);
      }
      await wrongCodesAtDisable(apps, account, 5, CODE_FAILURES_MAX);
      for (const i of [0, 1]) {
        const res = await disableFromNewAddress(app(i), account, codeAt(account.secret));
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          code: ERROR_CODES.rateLimited,
          message: codesLockedMessage(15),
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
        const signIn = await signInFromNewAddress(app(i), {
          ...body,
          code: codeAt(account.secret),
        });
        expect(signIn.statusCode).toBe(429);
      }
      expect(await alertsTo(database().db, account.email)).toHaveLength(1);
    },
  );

  it('test only ten of twenty wrong codes sent to both at once, and mail once', async () => {
    const account = await enrolled({ app: app(0) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        disableFromNewAddress(app(i), account, wrongCode(account.secret, i)),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(CODE_FAILURES_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - CODE_FAILURES_MAX);
    expect(await alertsTo(database().db, account.email)).toHaveLength(1);
  });
});

describe('an app whose Redis cannot be reached', () => {
  let counting: FastifyInstance;
  let cutOff: FastifyInstance;
  beforeAll(async () => {
    counting = await buildWith(database());
    cutOff = await buildWith(database(), { REDIS_URL: await unreachableRedisUrl() });
  });
  afterAll(async () => {
    await Promise.all([counting.close(), cutOff.close()]);
  });

  it('answers every code attempt 503 with Retry-After and tests none', async () => {
    const account = await enrolled({ app: counting });
    const [before] = await database().db.select().from(users).where(eq(users.email, account.email));
    const body = { username: account.username, password: account.password };
    const code = codeAt(account.secret);

    const attempts = [
      await new BrowserClient(cutOff).post('/api/auth/login', { ...body, code }),
      await new BrowserClient(cutOff).post('/api/auth/login', {
        ...body,
        backupCode: account.backupCodes[0]!,
      }),
      await disableFromNewAddress(cutOff, account, code),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toEqual({
        message: 'Service temporarily unavailable',
        code: ERROR_CODES.unavailable,
      });
    }
    const [after] = await database().db.select().from(users).where(eq(users.email, account.email));
    expect(after!.twoFactorLastStep).toBe(before!.twoFactorLastStep);
    expect(after!.twoFactorEnabledAt).not.toBeNull();
    // Nothing was spent: the same code and backup code still sign in where counting works.
    const signedIn = await new BrowserClient(counting).post('/api/auth/login', { ...body, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const withBackup = await new BrowserClient(counting).post('/api/auth/login', {
      ...body,
      backupCode: account.backupCodes[0]!,
    });
    expect(withBackup.statusCode, withBackup.body).toBe(200);
  });
});
