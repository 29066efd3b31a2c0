/**
 * The shared state (Redis) could not answer: down, unreachable, or too slow. Callers that must not
 * go on without it (sign-in failure counts, the ALTCHA spent set, password-reset caps) let it
 * propagate, and the error handler answers 503 with Retry-After, as for a database that cannot be
 * reached: the same request works once Redis is back. Callers that may go on (analytics dedupe,
 * cache invalidation, the rate-limit store) catch it and say why next to the catch.
 */
export class SharedStateUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Shared state unavailable (${operation}): ${reason}`, { cause });
    this.name = 'SharedStateUnavailableError';
  }
}

export function isSharedStateUnavailable(err: unknown): err is SharedStateUnavailableError {
  return err instanceof SharedStateUnavailableError;
}
