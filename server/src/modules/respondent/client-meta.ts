/** What a response records about its sender: address (full, truncated or none), agent, referrer. */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** Keeps the network part only: 203.0.113.7 → 203.0.113.0; 2001:db8:1:2:: → 2001:db8:1::. */
export function truncateIp(ip: string): string {
  if (ip.includes(':')) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped?.[1]) return truncateIp(mapped[1]);
    const groups = ip.split(':').slice(0, 3);
    return `${groups.join(':')}::`;
  }
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.0` : ip;
}

export function clientMeta(request: FastifyRequest, config: AppConfig) {
  const ua = request.headers['user-agent'];
  const ref = request.headers.referer;
  // A client that hung up before its request was worked on has no address any more (`request.ip`
  // is undefined once the socket is closed, whatever Fastify's types say). Its submission is
  // still stored (its retry finds it by draft id), so it is recorded without an address.
  const address = typeof request.ip === 'string' ? request.ip : null;
  const ip =
    config.responseIpStorage === 'none' || address === null
      ? null
      : config.responseIpStorage === 'truncated'
        ? truncateIp(address)
        : address;
  return {
    ipAddress: ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null,
    referrer: typeof ref === 'string' ? ref.slice(0, 2000) : null,
  };
}
