/**
 * RATE_LIMIT_ALLOWLIST, for @fastify/rate-limit. Its own list form compares addresses with each
 * limit's key, which is the address only where the key is; the submission's limit is keyed on
 * address and form, so an allow-listed load test was still refused. A function that reads the
 * client address (request.ip, which honours TRUST_PROXY) exempts the address from every limit.
 */
import type { FastifyRequest } from 'fastify';

/** `::ffff:192.0.2.1` is how a dual-stack socket reports an IPv4 client: the same address. */
function normalise(ip: string): string {
  const lower = ip.toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}

/** Undefined when the list is empty, so limited routes pay nothing for it. */
export function allowListed(
  addresses: readonly string[],
): ((request: Pick<FastifyRequest, 'ip'>) => boolean) | undefined {
  if (addresses.length === 0) return undefined;
  const allowed = new Set(addresses.map(normalise));
  // A client that has already hung up has no address (`request.ip` is undefined once the socket
  // is gone): it is simply not on the list.
  return (request) => typeof request.ip === 'string' && allowed.has(normalise(request.ip));
}
