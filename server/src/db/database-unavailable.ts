/**
 * Whether an error means "the database cannot be reached right now" (restarting, failing over,
 * refusing connections) rather than "this request is wrong". The first is worth a 503 with
 * Retry-After: the same request will work in a moment, and a client or load balancer should retry.
 */

/** Node socket errors when the server is down or the connection drops. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs of a server going away or not accepting connections yet. */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast or smart shutdown terminated the backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  '53300', // too_many_connections
]);

/** node-postgres reports a dropped or unusable connection with these messages only (no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code)) return true;
    // Class 08: connection exception (08000, 08003, 08006, 08001, 08004).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  // Drizzle wraps the driver's error in `cause`; a refused dual-stack connect is an AggregateError.
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
