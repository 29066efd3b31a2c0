import { plural } from '@/lib/plural';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * "Expires in 7 days", "Expires in 5 hours": an invitation's expiry counted in days, as its 7-day
 * lifetime is explained ("next week", the general relative time, says less).
 */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const left = new Date(expiresAt).getTime() - now;
  if (!Number.isFinite(left) || left <= 0) return 'Expired';
  if (left < HOUR) return 'Expires in less than an hour';
  if (left < DAY) return `Expires in ${plural(Math.round(left / HOUR), 'hour')}`;
  return `Expires in ${plural(Math.round(left / DAY), 'day')}`;
}
