/**
 * The shared state this server uses (lib/shared-state.ts): Redis when REDIS_URL is set, else this
 * process's memory.
 */
import type { AppConfig } from '../config';
import { MemorySharedState, type SharedState } from './shared-state';

export function openSharedState(_config: AppConfig): SharedState {
  // TODO(issue 19): RedisSharedState when config.redisUrl is set.
  return new MemorySharedState();
}
