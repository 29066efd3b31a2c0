/**
 * Per-key rate limit of /api/v1, with the IETF RateLimit header fields (draft-ietf-httpapi-
 * ratelimit-headers-07, as express-rate-limit's `draft-7`): `RateLimit-Policy: 120;w=60` and
 * `RateLimit: limit=120, remaining=119, reset=60` on every answer, 429 with `Retry-After` beyond.
 * @fastify/rate-limit counts (its store, shared with the app's other limits and its allow list);
 * its own headers are the older `ratelimit-*` trio, so the fields are written here. Addresses on
 * RATE_LIMIT_ALLOWLIST are exempt, as from every limit, and get no fields.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { V1_RATE_LIMIT, V1_RATE_WINDOW_SECONDS } from '@core/api/v1';
import { AppError } from '../../plugins/errors';

export type V1RateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function createV1RateLimit(app: FastifyInstance): V1RateLimit {
  const check = app.createRateLimit({
    max: V1_RATE_LIMIT,
    timeWindow: V1_RATE_WINDOW_SECONDS * 1000,
    // By key, not by address: one integration behind many addresses is still one client.
    keyGenerator: (request) => `api-v1-key:${request.apiKey?.id ?? 'none'}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed) return;
    const reset = Math.max(result.ttlInSeconds, 0);
    reply.header('ratelimit-policy', `${result.max};w=${V1_RATE_WINDOW_SECONDS}`);
    reply.header('ratelimit', `limit=${result.max}, remaining=${result.remaining}, reset=${reset}`);
    if (result.isExceeded) {
      reply.header('retry-after', String(reset));
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `Rate limit exceeded: ${result.max} requests a minute per API key. Retry in ${reset} s.`,
      );
    }
  };
}
