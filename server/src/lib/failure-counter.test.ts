import { describe, expect, it } from 'vitest';
import { MemoryFailureCounter } from './failure-counter';

describe('MemoryFailureCounter', () => {
  it('counts failures per key within a window that opens with the first one', async () => {
    let now = 1_000;
    const counter = new MemoryFailureCounter(60_000, () => now);
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
