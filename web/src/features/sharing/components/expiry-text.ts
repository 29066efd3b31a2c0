import { t } from '@/lib/app-messages/app-messages';
import { sharingMessages as m } from '../messages';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * "Expires in 7 days", "Expires in 5 hours": an invitation's expiry counted in days, as its 7-day
 * lifetime is explained ("next week", the general relative time, says less).
 */
export function expiryText(expiresAt: string, now = Date.now()): string {
  const left = new Date(expiresAt).getTime() - now;
  if (!Number.isFinite(left) || left <= 0) return t(m.expired);
  if (left < HOUR) return t(m.expiresSoon);
  if (left < DAY) return t(m.expiresInHours, { count: Math.round(left / HOUR) });
  return t(m.expiresInDays, { count: Math.round(left / DAY) });
}
