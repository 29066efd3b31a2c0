/**
 * The shared state this server uses (lib/shared-state.ts): Redis when REDIS_URL is set, else this
 * process's memory (one instance, the embedded default: nothing else to run).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { RedisSharedState } from './redis-shared-state';
import { MemorySharedState, type SharedState } from './shared-state';

export function openSharedState(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): SharedState {
  if (!config.redisUrl) return new MemorySharedState();
  return new RedisSharedState({ url: config.redisUrl, prefix: config.redisKeyPrefix, log });
}
