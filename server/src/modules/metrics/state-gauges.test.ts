/**
 * The scrape-time reading (issue 33): a scrape storm costs the database one reading per CACHE_MS,
 * and a database that fails answers NaN rather than failing the scrape.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { MemorySharedState } from '../../lib/shared-state';
import { CACHE_MS, stateReader } from './state-gauges';

function fakeDatabase(fail = false) {
  const statements: string[] = [];
  const database = {
    prepared: async (name: string) => {
      statements.push(name);
      if (fail) throw new Error('the database is closing');
      return [{ pending: 2, oldest: 30, overdue: 5, near: 1, full: 0 }];
    },
  } as unknown as Database;
  return { database, statements };
}

describe('the scrape-time reading', () => {
  it('reads the database once for a storm of scrapes within CACHE_MS, again after it', async () => {
    const { database, statements } = fakeDatabase();
    let clock = 0;
    const read = stateReader({
      database,
      sharedState: new MemorySharedState(),
      dataDir: '/',
      now: () => clock,
    });
    const storm = await Promise.all(Array.from({ length: 50 }, () => read()));
    expect(storm[49]!.outbox).toEqual({ pending: 2, oldest: 30, overdue: 5 });
    expect(statements).toHaveLength(3);
    clock += CACHE_MS - 1;
    await read();
    expect(statements).toHaveLength(3);
    clock += 1;
    await read();
    expect(statements).toHaveLength(6);
  });

  it('answers NaN for what it could not read', async () => {
    const { database } = fakeDatabase(true);
    const reading = await stateReader({
      database,
      sharedState: new MemorySharedState(),
      dataDir: '/nonexistent/formloom',
    })();
    expect(reading.outbox.pending).toBeNaN();
    expect(reading.webhooks.oldest).toBeNaN();
    expect(reading.disk.free).toBeNaN();
  });
});
