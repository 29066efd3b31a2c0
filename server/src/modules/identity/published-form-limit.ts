/** How many published forms an owner may have: guests and free users are limited, Pro is not. */
import type { AppConfig } from '../../config';
import type { UserRow } from './session-store';

export function publishedFormLimit(config: AppConfig, user: UserRow | null): number {
  if (!user) return config.publishedFormLimits.guest;
  if (user.role === 'admin' || isPro(user)) return Number.POSITIVE_INFINITY;
  return config.publishedFormLimits.free;
}

export function isPro(user: UserRow): boolean {
  const active = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trialing';
  return active && (user.subscriptionEndDate === null || user.subscriptionEndDate > new Date());
}
