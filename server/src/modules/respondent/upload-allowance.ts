/**
 * The per-address allowance for unsubmitted uploads (issue 20): one client address may store
 * UPLOAD_ADDRESS_QUOTA_MB_PER_HOUR (100 MB by default) of uploads in an hour; past it, 429
 * UPLOAD_QUOTA until the hour is over. The bytes are counted in `app.sharedState`, so the
 * allowance holds across instances (Redis) as well as in one process.
 *
 * - The count is of bytes taken, in a fixed one-hour window from the address's first upload. An
 *   upload that is refused (by this allowance or anything after it) gives its bytes back.
 * - IPv6 clients are counted by their /64: one subscriber usually holds a whole /64 and could
 *   otherwise take a fresh address for every file.
 * - Addresses on RATE_LIMIT_ALLOWLIST are exempt, as they are from every rate limit: the list is
 *   the operator's trusted clients (load tests, a monitoring probe). The owner's storage quota
 *   still applies to them.
 */
import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { allowListed } from '../../lib/rate-limit-allow-list';
import { AppError } from '../../plugins/errors';

const HOUR_MS = 60 * 60 * 1000;

export const UPLOAD_QUOTA_MESSAGE = 'You have uploaded too much in the last hour. Try again later.';

/** The counter's key part for an address: IPv4 as is, IPv6 by its first four groups (/64). */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(ip)) return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

/** Eight groups of four hex digits, whatever shorthand (`::`, leading zeros) the address used. */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.padStart(4, '0'));
}

export interface UploadAllowance {
  /**
   * Takes `bytes` from the address's allowance, or throws 429 UPLOAD_QUOTA with Retry-After set
   * on the reply (nothing taken).
   */
  take(
    request: FastifyRequest,
    reply: FastifyReply,
    bytes: number,
  ): Promise<{ giveBack(): Promise<void> }>;
}

export function createUploadAllowance(app: FastifyInstance): UploadAllowance {
  const exempt = allowListed(app.config.rateLimitAllowList);
  const quota = app.config.uploads.addressQuotaBytesPerHour;
  const none = { giveBack: () => Promise.resolve() };
  return {
    async take(request, reply, bytes) {
      if (exempt?.(request)) return none;
      const key = `upload-bytes:${addressBucket(request.ip)}`;
      const window = await app.sharedState.increment(key, bytes, HOUR_MS);
      let given = false;
      const giveBack = async () => {
        if (given) return;
        given = true;
        await app.sharedState.increment(key, -bytes, HOUR_MS);
      };
      if (window.count > quota) {
        await giveBack();
        const retryAfter = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
        reply.header('retry-after', String(retryAfter));
        throw new AppError(429, ERROR_CODES.uploadQuota, UPLOAD_QUOTA_MESSAGE);
      }
      return { giveBack };
    },
  };
}
