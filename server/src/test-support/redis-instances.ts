/**
 * Several app instances on one fresh database and one Redis, as behind a load balancer: their
 * keys under a prefix of their own, deleted on close. For the tests of what must hold across
 * instances.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { deleteTestKeys, testRedisUrl } from './redis';
import { buildTestApp, openTestDatabase } from './test-app';

export interface RedisInstances {
  apps: FastifyInstance[];
  database: Database;
  close(): Promise<void>;
}

export async function startRedisInstances(count: number): Promise<RedisInstances> {
  const keyPrefix = `test-${crypto.randomBytes(6).toString('hex')}`;
  const { database, drop } = await openTestDatabase();
  const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix };
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i += 1) apps.push((await buildTestApp(database, { env })).app);
  return {
    apps,
    database,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      await drop();
      await deleteTestKeys(`formloom:${keyPrefix}:`);
    },
  };
}
