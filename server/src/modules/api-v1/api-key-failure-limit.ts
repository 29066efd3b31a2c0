/**
 * Failed API-key authentications per client address (issue 27): after API_KEY_FAILURES_PER_ADDRESS
 * in a window of a minute, every /api/v1 request from that address is answered 429 with
 * Retry-After until the window closes. Counted in the shared state, so with REDIS_URL the
 * instances behind one load balancer count as one.
 *
 * - A valid key from a limited address is refused too. The limit must answer before the key is
 *   looked up: answering a valid key and refusing only wrong ones would tell a guesser which of
 *   his keys is right, so the limit would slow nothing. A neighbour behind the same address (a
 *   shared NAT) can therefore hold an integration back for at most a window.
 * - Only requests that present a credential count: a request without `Authorization` guesses
 *   nothing (a person opening /api/v1 in a browser).
 * - RATE_LIMIT_ALLOWLIST does not lift it: like the sign-in failure checks it guards secrets, not
 *   capacity, and a monitor or load test with a working key never fails to authenticate.
 * - Redis down: the limit is skipped (fail open) and the key is checked as usual. A key has 256
 *   random bits, so without the limit guessing is still hopeless; the limit saves the lookups and
 *   the noise. Failing closed, as sign-in does (a password can be guessed), would take every
 *   integration down with Redis.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { type FailureCounter, SharedFailureCounter } from '../../lib/failure-counter';
import type { SharedState } from '../../lib/shared-state';
import { isSharedStateUnavailable } from '../../lib/shared-state-unavailable';
import { AppError } from '../../plugins/errors';

export const API_KEY_FAILURES_PER_ADDRESS = 30;
export const API_KEY_FAILURE_WINDOW_MS = 60_000;

export class ApiKeyFailureLimit {
  private readonly failures: FailureCounter;

  constructor(state: SharedState) {
    this.failures = new SharedFailureCounter(state, 'api-key:address:', API_KEY_FAILURE_WINDOW_MS);
  }

  /** Throws 429 (with Retry-After on the reply) while the client's address is limited. */
  async refuseIfLimited(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const window = await this.skipWhileUnavailable(request, () => this.failures.get(request.ip));
    if (!window || window.count < API_KEY_FAILURES_PER_ADDRESS) return;
    const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many requests with an invalid API key from your address. Try again in ${seconds} s.`,
    );
  }

  /** Counts a refused key for the client's address, when the request presented one. */
  async recordFailure(request: FastifyRequest): Promise<void> {
    if (request.headers.authorization === undefined) return;
    await this.skipWhileUnavailable(request, () => this.failures.hit(request.ip));
  }

  private async skipWhileUnavailable<T>(
    request: FastifyRequest,
    call: () => Promise<T>,
  ): Promise<T | null> {
    try {
      return await call();
    } catch (err) {
      if (!isSharedStateUnavailable(err)) throw err;
      request.log.warn({ err }, 'API key failure limit unavailable; checking the key without it');
      return null;
    }
  }
}
