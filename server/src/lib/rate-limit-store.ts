/**
 * Where @fastify/rate-limit counts: with REDIS_URL, in the same Redis as the rest of the shared
 * state, so a limit holds across every instance (12 calls spread over three instances meet one
 * limit of 10); without it, the plugin's own in-process store.
 *
 * Redis down: the limits let requests through (skipOnError) and the connection's loss is logged.
 * Every route has a limit, so failing closed would turn a Redis outage into a full outage, while
 * the protections that must not lapse have their own counters that fail closed (sign-in failures,
 * the ALTCHA spent set, password-reset mails per address).
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { RedisSharedState } from './redis-shared-state';
import type { SharedState } from './shared-state';

export function rateLimitStore(
  state: SharedState,
): Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'skipOnError'> {
  if (!(state instanceof RedisSharedState)) return {};
  return { redis: state.client, nameSpace: `${state.prefix}rate-limit:`, skipOnError: true };
}
