import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff';

const policy = { baseMs: 30_000, maxMs: 3_600_000 };

describe('retryDelayMs', () => {
  it('doubles with each attempt, between half and all of the step', () => {
    expect(retryDelayMs(1, policy, () => 0)).toBe(15_000);
    expect(retryDelayMs(1, policy, () => 1)).toBe(30_000);
    expect(retryDelayMs(2, policy, () => 1)).toBe(60_000);
    expect(retryDelayMs(4, policy, () => 0.5)).toBe(180_000);
  });

  it('stops growing at the cap', () => {
    expect(retryDelayMs(8, policy, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, policy, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, policy, () => 0)).toBe(1_800_000);
  });

  it('spreads failures of the same attempt apart', () => {
    const delays = new Set(Array.from({ length: 20 }, () => retryDelayMs(3, policy)));
    expect(delays.size).toBeGreaterThan(1);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(60_000);
      expect(d).toBeLessThanOrEqual(120_000);
    }
  });
});
