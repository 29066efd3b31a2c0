/**
 * The per-account count of wrong second-factor codes itself (issue 27 item 4), on this process's
 * memory and on the real Redis: attempts sent all at once test at most ten codes, on one instance
 * or on two; the owner is mailed once; a right code gives its place back; with Redis unreachable
 * no code is tested at all. (Through the API: second-factor-lock-api.test.ts and
 * second-factor-lock-instances.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RedisSharedState } from '../../../lib/redis-shared-state';
import { MemorySharedState, type SharedState } from '../../../lib/shared-state';
import { SharedStateUnavailableError } from '../../../lib/shared-state-unavailable';
import {
  deleteTestKeys,
  testRedisPrefix,
  testRedisUrl,
  unreachableRedisUrl,
} from '../../../test-support/redis';
import { databaseForFile } from '../../../test-support/test-app';
import {
  CODE_FAILURE_WINDOW_MS,
  CODE_FAILURES_MAX,
  type CodeAttempt,
  codesLockedMessage,
  SecondFactorLock,
} from './second-factor-lock';
import { alertsTo } from './second-factor-lock.test-support';

const database = databaseForFile();

const opened: { state: SharedState; prefix?: string }[] = [];
afterEach(async () => {
  const done = opened.splice(0);
  await Promise.all(done.map(({ state }) => state.close()));
  for (const { prefix } of done) if (prefix) await deleteTestKeys(prefix);
});

function redis(prefix: string, url = testRedisUrl): RedisSharedState {
  const state = new RedisSharedState({ url, prefix });
  opened.push({ state, prefix });
  return state;
}

const lockOn = (state: SharedState) =>
  new SecondFactorLock({
    state,
    db: database().db,
    linkOrigin: 'https://forms.example.test',
    log: { warn: () => undefined },
  });

let accounts = 0;
/** A code attempt for a fresh account id, and what its reply was told. */
function attemptFor() {
  accounts += 1;
  const id = 1_000_000 + process.pid * 100 + accounts;
  const headers: Record<string, string> = {};
  const attempt: CodeAttempt = {
    request: {
      ip: '198.51.100.7',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
    },
    reply: { header: (name: string, value: string) => (headers[name] = value) },
    account: { id, email: `lock-${id}@example.test`, username: `lock${id}` },
    place: 'sign-in',
  };
  return { attempt, headers };
}

/** `count` wrong codes sent at once through the locks in turn; how many were tested and refused. */
async function burst(locks: SecondFactorLock[], attempt: CodeAttempt, count: number) {
  let tested = 0;
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      locks[i % locks.length]!.check(attempt, async () => {
        tested += 1;
        // Hold each test open a moment, as a database round trip does, so the attempts overlap.
        await new Promise((resolve) => setImmediate(resolve));
        return false;
      }),
    ),
  );
  const refused = outcomes.filter(
    (o) => o.status === 'rejected' && (o.reason as { statusCode?: number }).statusCode === 429,
  );
  return { tested, refused: refused.length, outcomes };
}

describe.each([
  ['memory, one instance', () => [new MemorySharedState()]],
  [
    'Redis, two instances',
    () => {
      const prefix = testRedisPrefix();
      return [redis(prefix), redis(prefix)];
    },
  ],
] as const)('on %s', (_name, states) => {
  it('tests at most ten codes of thirty sent at once, and mails the owner once', async () => {
    const locks = states().map(lockOn);
    const { attempt, headers } = attemptFor();
    const { tested, refused, outcomes } = await burst(locks, attempt, 30);
    expect(tested).toBe(CODE_FAILURES_MAX);
    expect(refused).toBe(30 - CODE_FAILURES_MAX);
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === false)).toHaveLength(
      CODE_FAILURES_MAX,
    );
    const refusal = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refusal.reason as Error).message).toBe(codesLockedMessage(15));
    expect(Number(headers['retry-after'])).toBeGreaterThan(CODE_FAILURE_WINDOW_MS / 1000 - 60);
    expect(Number(headers['retry-after'])).toBeLessThanOrEqual(CODE_FAILURE_WINDOW_MS / 1000);

    // Locked: the right code is not even tested.
    let rightTested = false;
    const right = locks[0]!.check(attempt, () => {
      rightTested = true;
      return Promise.resolve(true);
    });
    await expect(right).rejects.toMatchObject({ statusCode: 429 });
    expect(rightTested).toBe(false);
    await expect(
      locks[1 % locks.length]!.assertOpen(attempt.account.id, attempt.reply),
    ).rejects.toMatchObject({ statusCode: 429 });

    const alerts = await alertsTo(database().db, attempt.account.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(attempt.account.username);
    expect(alerts[0]!.text).toContain('198.51.100.7');
    expect(alerts[0]!.text).toContain('Firefox 128 on Linux');
  });

  it('gives the place of a right code, or of a code never tested, back', async () => {
    const [lock] = states().map(lockOn);
    const { attempt } = attemptFor();
    // Twelve of the owner's own codes in a row: none counts.
    for (let i = 0; i < 12; i += 1) {
      expect(await lock!.check(attempt, () => Promise.resolve(true))).toBe(true);
    }
    // A check that fails before judging the code (two-factor found off, say) counts nothing.
    const off = lock!.check(attempt, () => Promise.reject(new Error('two-factor is off')));
    await expect(off).rejects.toThrow('two-factor is off');
    for (let i = 0; i < CODE_FAILURES_MAX - 1; i += 1) {
      expect(await lock!.check(attempt, () => Promise.resolve(false))).toBe(false);
    }
    await lock!.assertOpen(attempt.account.id, attempt.reply);
    expect(await alertsTo(database().db, attempt.account.email)).toEqual([]);
    expect(await lock!.check(attempt, () => Promise.resolve(false))).toBe(false);
    await expect(lock!.assertOpen(attempt.account.id, attempt.reply)).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(await alertsTo(database().db, attempt.account.email)).toHaveLength(1);
  });
});

describe('when the alert cannot be queued', () => {
  it('answers the attempt as usual, and the next attempt in the window mails the owner', async () => {
    const { db } = database();
    let failInsert = true;
    // The database refuses the first insert (the alert), as during a restart.
    const flakyDb = new Proxy(db, {
      get(target, name, receiver) {
        if (name === 'insert' && failInsert) {
          failInsert = false;
          return () => {
            throw new Error('connection terminated');
          };
        }
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const warnings: string[] = [];
    const lock = new SecondFactorLock({
      state: new MemorySharedState(),
      db: flakyDb,
      linkOrigin: 'https://forms.example.test',
      log: { warn: (_obj: unknown, message?: string) => void warnings.push(message ?? '') },
    });
    const { attempt } = attemptFor();
    for (let i = 0; i < CODE_FAILURES_MAX; i += 1) {
      expect(await lock.check(attempt, () => Promise.resolve(false))).toBe(false);
    }
    expect(failInsert).toBe(false);
    expect(warnings).toEqual(['second-factor lock: could not queue the alert mail']);
    expect(await alertsTo(db, attempt.account.email)).toEqual([]);

    await expect(lock.check(attempt, () => Promise.resolve(false))).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(await alertsTo(db, attempt.account.email)).toHaveLength(1);
    await expect(lock.check(attempt, () => Promise.resolve(false))).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(await alertsTo(db, attempt.account.email)).toHaveLength(1);
  });
});

describe('with Redis unreachable', () => {
  it('tests no code and fails with SharedStateUnavailableError (the route answers 503)', async () => {
    const lock = lockOn(redis(testRedisPrefix(), await unreachableRedisUrl()));
    const { attempt } = attemptFor();
    let tested = false;
    const check = lock.check(attempt, () => {
      tested = true;
      return Promise.resolve(true);
    });
    await expect(check).rejects.toBeInstanceOf(SharedStateUnavailableError);
    expect(tested).toBe(false);
    await expect(lock.assertOpen(attempt.account.id, attempt.reply)).rejects.toBeInstanceOf(
      SharedStateUnavailableError,
    );
  });
});
