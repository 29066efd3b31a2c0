/** The user's subscription as the billing pages show it, from the user's row. */
import {
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
  type SubscriptionSummary,
} from '@core/api/billing';
import type { UserRow } from '../identity/session-store';

function asPlan(value: string | null): SubscriptionPlan | null {
  return (SUBSCRIPTION_PLANS as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionPlan)
    : null;
}

/** Null for someone who never had Pro (no status recorded). */
export function subscriptionSummary(user: UserRow): SubscriptionSummary | null {
  if (!user.subscriptionStatus) return null;
  return {
    source: user.stripeSubscriptionId ? 'stripe' : 'grant',
    plan: asPlan(user.subscriptionPlan),
    status: user.subscriptionStatus,
    currentPeriodEnd: user.subscriptionEndDate?.toISOString() ?? null,
    autoRenewal: user.autoRenewal,
  };
}
