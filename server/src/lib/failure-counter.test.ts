import { afterAll, describe, expect, it } from 'vitest';
import { memoryFailureCounter, SharedFailureCounter } from './failure-counter';
import { RedisSharedState } from './redis-shared-state';
import { deleteTestKeys, testRedisPrefix, testRedisUrl } from '../test-support/redis';

describe('memoryFailureCounter', () => {
  it('counts failures per key within a window that opens with the first one', async () => {
    let now = 1_000;
    const counter = memoryFailureCounter(60_000, () => now);
    expect(await counter.get('a')).toEqual({ count: 0, resetAt: 0 });
    await counter.hit('a');
    now += 30_000;
    expect(await counter.hit('a')).toEqual({ count: 2, resetAt: 61_000 });
    expect((await counter.get('b')).count).toBe(0);
    now = 61_000;
    // The window closed: the count starts again.
    expect((await counter.get('a')).count).toBe(0);
    expect(await counter.hit('a')).toEqual({ count: 1, resetAt: 121_000 });
    await counter.reset('a');
    expect((await counter.get('a')).count).toBe(0);
  });
});

describe('SharedFailureCounter over Redis', () => {
  const prefix = testRedisPrefix();
  const one = new RedisSharedState({ url: testRedisUrl, prefix });
  const other = new RedisSharedState({ url: testRedisUrl, prefix });
  afterAll(async () => {
    await Promise.all([one.close(), other.close()]);
    await deleteTestKeys(prefix);
  });

  it('adds up failures counted by two instances, keeps namespaces apart and resets', async () => {
    const here = new SharedFailureCounter(one, 'sign-in:account:', 60_000);
    const there = new SharedFailureCounter(other, 'sign-in:account:', 60_000);
    const addresses = new SharedFailureCounter(other, 'sign-in:address:', 60_000);
    const before = Date.now();
    await Promise.all([here.hit('ada'), there.hit('ada'), here.hit('ada')]);
    const window = await there.get('ada');
    expect(window.count).toBe(3);
    expect(window.resetAt).toBeGreaterThan(before);
    expect(window.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect((await addresses.get('ada')).count).toBe(0);
    await there.reset('ada');
    expect(await here.get('ada')).toEqual({ count: 0, resetAt: 0 });
  });
});
