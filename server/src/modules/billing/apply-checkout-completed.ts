/**
 * checkout.session.completed (and async_payment_succeeded): what a finished Checkout bought.
 * Credits are added to the ledger keyed by the session id, so a second delivery adds nothing even
 * if it got past the event-id check (another event about the same session). A subscription's
 * state arrives with customer.subscription.* events; here the user is linked to the customer and
 * the subscription, so those events find them.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { recordCreditChange } from './credit-ledger';
import { idOf, metadataInt } from './stripe-event-facts';

/** Stripe's payment_status values that mean the money is there. */
const PAID = new Set(['paid', 'no_payment_required']);

export async function applyCheckoutCompleted(
  tx: Db,
  session: Stripe.Checkout.Session,
): Promise<void> {
  const userId = metadataInt(session.client_reference_id ?? undefined);
  if (userId === null) return;
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return;
  const customerId = idOf(session.customer);
  if (customerId && user.stripeCustomerId === null) {
    await tx.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
  }
  const kind = session.metadata?.kind;
  if (kind === 'credits') {
    const credits = metadataInt(session.metadata?.credits);
    // A delayed payment method (bank debit) completes the session unpaid; its
    // async_payment_succeeded event adds the credits.
    if (credits === null || !PAID.has(session.payment_status)) return;
    await recordCreditChange(tx, {
      userId,
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
      .where(eq(users.id, userId));
  }
}
