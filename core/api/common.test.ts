import { describe, expect, it } from 'vitest';
import { healthResponseSchema, readinessResponseSchema, redisHealthSchema } from './common';

const base = { driver: 'postgres', version: '1.0.0' } as const;

describe('the health probes report Redis (issue 19)', () => {
  it('accepts up, down and none, and nothing else', () => {
    expect(redisHealthSchema.options).toEqual(['up', 'down', 'none']);
    for (const redis of ['up', 'down', 'none'] as const) {
      expect(
        healthResponseSchema.parse({ ...base, status: 'ok', database: 'up', redis }).redis,
      ).toBe(redis);
      expect(
        readinessResponseSchema.parse({ ...base, status: 'ready', database: 'up', redis }).redis,
      ).toBe(redis);
    }
    expect(
      healthResponseSchema.safeParse({ ...base, status: 'ok', database: 'up', redis: 'ok' })
        .success,
    ).toBe(false);
    expect(
      readinessResponseSchema.safeParse({ ...base, status: 'ready', database: 'up', redis: 1 })
        .success,
    ).toBe(false);
  });

  it('keeps the fields it had, and lets a starting process leave Redis out', () => {
    const starting = readinessResponseSchema.parse({
      ...base,
      status: 'starting',
      database: 'migrating',
    });
    expect(starting).toEqual({ ...base, status: 'starting', database: 'migrating' });
    const live = healthResponseSchema.parse({ ...base, status: 'degraded', database: 'down' });
    expect(live.redis).toBeUndefined();
    expect(healthResponseSchema.safeParse({ status: 'ok', redis: 'up' }).success).toBe(false);
  });
});
