/**
 * Applies what a Stripe event says about a subscription to its user's row (the customer's owner,
 * locked by lock-event-owner.ts), never backwards.
 *
 * Stripe does not deliver events in order, and delivers some twice. Each applied event stamps the
 * row with the event's `created` (`subscription_state_at`); an event older than the stamp changes
 * nothing. Events from the same second are ordered by how far along the subscription's life their
 * status is (incomplete, then live, then ended), so a late `incomplete` from the subscription's
 * creation cannot undo the `active` of the same second, nor a late update revive an ended one.
 */
import { eq } from 'drizzle-orm';
import type { SubscriptionPlan } from '@core/api/billing';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../identity/session-store';

export interface SubscriptionPatch {
  subscriptionId: string;
  status?: string;
  currentPeriodEnd?: Date | null;
  autoRenewal?: boolean;
  plan?: SubscriptionPlan | null;
}

export type ApplyResult =
  | { applied: true; user: UserRow; previous: UserRow }
  | { applied: false; reason: 'older' | 'other_subscription'; user: UserRow };

/**
 * Statuses in which a Stripe subscription still bills (or grants Pro). An `incomplete` one never
 * did either, so a new checkout may replace it.
 */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid']);

/** Whether the user has a Stripe subscription that still bills: a second one must not start. */
export function hasLiveSubscription(
  user: Pick<UserRow, 'stripeSubscriptionId' | 'subscriptionStatus'>,
): boolean {
  return user.stripeSubscriptionId !== null && LIVE.has(user.subscriptionStatus ?? '');
}

function lifeStage(status: string | null | undefined): number {
  if (status === 'incomplete') return 0;
  if (status === 'canceled' || status === 'incomplete_expired') return 2;
  return 1;
}

export async function applySubscriptionState(
  tx: Db,
  user: UserRow,
  patch: SubscriptionPatch,
  eventCreated: Date,
): Promise<ApplyResult> {
  // A second subscription (a new checkout after one ended) replaces the first only once the first
  // is over; events about an older one never overwrite the live one.
  if (user.stripeSubscriptionId !== patch.subscriptionId && hasLiveSubscription(user)) {
    return { applied: false, reason: 'other_subscription', user };
  }
  const stampedAt = user.subscriptionStateAt?.getTime() ?? null;
  const at = eventCreated.getTime();
  const sameSubscription = user.stripeSubscriptionId === patch.subscriptionId;
  if (sameSubscription && stampedAt !== null) {
    if (at < stampedAt) return { applied: false, reason: 'older', user };
    const nextStatus = patch.status ?? user.subscriptionStatus;
    if (at === stampedAt && lifeStage(nextStatus) < lifeStage(user.subscriptionStatus)) {
      return { applied: false, reason: 'older', user };
    }
  } else if (stampedAt !== null && at < stampedAt) {
    // A grant or another subscription stamped the row later than this event was made.
    return { applied: false, reason: 'older', user };
  }
  const [updated] = await tx
    .update(users)
    .set({
      stripeSubscriptionId: patch.subscriptionId,
      subscriptionStateAt: eventCreated,
      ...(patch.status !== undefined ? { subscriptionStatus: patch.status } : {}),
      ...(patch.currentPeriodEnd !== undefined
        ? { subscriptionEndDate: patch.currentPeriodEnd }
        : {}),
      ...(patch.autoRenewal !== undefined ? { autoRenewal: patch.autoRenewal } : {}),
      ...(patch.plan !== undefined && patch.plan !== null ? { subscriptionPlan: patch.plan } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  return { applied: true, user: updated!, previous: user };
}
