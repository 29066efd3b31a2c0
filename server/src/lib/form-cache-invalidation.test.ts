/**
 * invalidateForm reaches every instance: two apps, each with its own database handle (so each has
 * its own "immediate subscribers" cache), share the state; a change on one makes the other read
 * again. On memory (one process) and on the real Redis. And a publish that fails (Redis down)
 * still forgets the form here and never fails the caller.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { immediateSubscribers } from '../modules/response-notifications/immediate-subscribers';
import {
  deleteTestKeys,
  testRedisPrefix,
  testRedisUrl,
  unreachableRedisUrl,
} from '../test-support/redis';
import { waitFor } from '../test-support/server-process';
import { invalidateForm, registerFormCacheInvalidation } from './form-cache-invalidation';
import { RedisSharedState } from './redis-shared-state';
import { MemorySharedState, type SharedState } from './shared-state';

/** A database handle that only answers the subscribers query, and counts how often it is asked. */
function countingDatabase() {
  const database = {
    reads: 0,
    prepared: async () => {
      database.reads += 1;
      return [];
    },
  };
  return database;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instance(state: SharedState) {
  const database = countingDatabase();
  const app = Fastify();
  app.decorate('sharedState', state);
  app.decorate('database', database as unknown as Database);
  registerFormCacheInvalidation(app);
  await app.ready();
  cleanups.push(() => app.close());
  const subscribers = immediateSubscribers(database);
  return { app, database, subscribers };
}

const states: [string, () => [SharedState, SharedState]][] = [
  [
    'memory',
    () => {
      const shared = new MemorySharedState();
      return [shared, shared];
    },
  ],
  [
    'redis',
    () => {
      const prefix = testRedisPrefix();
      const pair: [SharedState, SharedState] = [
        new RedisSharedState({ url: testRedisUrl, prefix }),
        new RedisSharedState({ url: testRedisUrl, prefix }),
      ];
      cleanups.push(() => Promise.all(pair.map((s) => s.close())));
      cleanups.push(() => deleteTestKeys(prefix));
      return pair;
    },
  ],
];

describe.each(states)('invalidateForm (%s)', (_name, open) => {
  it("makes the other instance forget what it cached about the form, and only that form's", async () => {
    const [stateA, stateB] = open();
    const here = await instance(stateA);
    const there = await instance(stateB);
    await there.subscribers.anyIn(['f1', 'f2']);
    await there.subscribers.anyIn(['f1', 'f2']);
    expect(there.database.reads).toBe(1);

    await invalidateForm(here.app, ['f1']);
    await waitFor(
      'the other instance to read f1 again',
      async () => {
        await there.subscribers.anyIn(['f1']);
        return there.database.reads === 2;
      },
      5_000,
    );
    await there.subscribers.anyIn(['f2']);
    expect(there.database.reads).toBe(2);
  });
});

describe('invalidateForm while Redis cannot be reached', () => {
  it('forgets the form here, logs, and resolves', async () => {
    const state = new RedisSharedState({ url: await unreachableRedisUrl() });
    cleanups.push(() => state.close());
    const here = await instance(state);
    const warnings: unknown[] = [];
    here.app.log.warn = ((...args: unknown[]) => warnings.push(args)) as typeof here.app.log.warn;
    await here.subscribers.anyIn(['f1']);
    await expect(invalidateForm(here.app, 'f1')).resolves.toBeUndefined();
    await here.subscribers.anyIn(['f1']);
    expect(here.database.reads).toBe(2);
    expect(warnings).toHaveLength(1);
  });
});
