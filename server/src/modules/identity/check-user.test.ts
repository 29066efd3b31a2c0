import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ALLOWLIST: '198.51.100.7' } });
});
afterAll(() => t.close());

describe('POST /api/check-user rate limit', () => {
  it('answers 429 after 10 lookups a minute from one address, except for allow-listed ones', async () => {
    const client = new BrowserClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await client.post('/api/check-user', { email: `x${i}@example.com` })).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const allowed = new BrowserClient(t.app);
    Object.assign(allowed, { remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 12; i += 1) {
      expect(
        (await allowed.post('/api/check-user', { email: `y${i}@example.com` })).statusCode,
      ).toBe(200);
    }
  });
});
