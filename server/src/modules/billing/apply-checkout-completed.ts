/**
 * checkout.session.completed (and async_payment_succeeded): what a finished Checkout bought, for
 * the customer's owner (locked by lock-event-owner.ts, which refused the event if the session's
 * user is someone else). Credits are added to the ledger keyed by the session id, so a second
 * delivery adds nothing even if it got past the event-id check (another event about the same
 * session). A subscription's state arrives with customer.subscription.* events; here the user is
 * linked to the subscription, so those events find it.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../identity/session-store';
import { recordCreditChange } from './credit-ledger';
import { idOf, metadataInt } from './stripe-event-facts';

/** Stripe's payment_status values that mean the money is there. */
const PAID = new Set(['paid', 'no_payment_required']);

export async function applyCheckoutCompleted(
  tx: Db,
  user: UserRow,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const kind = session.metadata?.kind;
  if (kind === 'credits') {
    const credits = metadataInt(session.metadata?.credits);
    // A delayed payment method (bank debit) completes the session unpaid; its
    // async_payment_succeeded event adds the credits.
    if (credits === null || !PAID.has(session.payment_status)) return;
    await recordCreditChange(tx, {
      userId: user.id,
      amount: credits,
      type: 'purchase',
      description: `Bought ${credits} credits`,
      relatedEntityType: 'checkout_session',
      relatedEntityId: session.id,
      stripePaymentId: session.id,
    });
    return;
  }
  const subscriptionId = idOf(session.subscription);
  if (kind === 'subscription' && subscriptionId && user.stripeSubscriptionId === null) {
    await tx
      .update(users)
      .set({ stripeSubscriptionId: subscriptionId })
      .where(eq(users.id, user.id));
  }
}
