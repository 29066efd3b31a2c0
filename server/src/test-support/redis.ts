/**
 * For tests against the real Redis (127.0.0.1:6379 here and on CI, or TEST_REDIS_URL): a random
 * key prefix per test, so parallel runs never meet, and a clean-up that deletes only those keys
 * (nothing is ever flushed).
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testRedisPrefix(): string {
  return `formloom:test-${crypto.randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under the prefix; returns how many there were. */
export async function deleteTestKeys(prefix: string): Promise<number> {
  const redis = new Redis(testRedisUrl);
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}

/** A Redis URL where nothing listens (a port just freed), for the tests of an outage. */
export function unreachableRedisUrl(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(`redis://127.0.0.1:${port}`));
    });
  });
}
