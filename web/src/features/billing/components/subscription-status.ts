/** How a Stripe subscription status reads on the billing screens. */
import type { BillingState } from '@core/api/billing';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

const LABELS: Record<string, string> = {
  active: m.statusActive,
  trialing: m.statusTrialing,
  past_due: m.statusPastDue,
  unpaid: m.statusUnpaid,
  canceled: m.statusCanceled,
  incomplete: m.statusIncomplete,
  incomplete_expired: m.statusIncompleteExpired,
  paused: m.statusPaused,
};

export function statusLabelOf(status: string): string {
  const label = LABELS[status];
  if (label) return t(label);
  return status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** A payment failed: Pro is at risk until the payment method is fixed. */
export function paymentFailed(state: BillingState): boolean {
  const status = state.subscription?.status;
  return status === 'past_due' || status === 'unpaid';
}

/**
 * A Stripe subscription that is still running, so renewal can be switched and it can be
 * cancelled (an ended one, or Pro an admin gave, cannot).
 */
export function hasRunningStripeSubscription(state: BillingState): boolean {
  const sub = state.subscription;
  return (
    state.plan === 'pro' &&
    sub !== null &&
    sub.source === 'stripe' &&
    !['canceled', 'incomplete_expired'].includes(sub.status)
  );
}
