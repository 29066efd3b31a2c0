/**
 * Applies one verified Stripe event, exactly once, to the user who owns its customer. The event id
 * goes into stripe_events in the same transaction as the event's effect: a replay, or a duplicate
 * delivered concurrently, waits on that primary key and then finds it taken, so it changes
 * nothing. If applying fails, the id is rolled back with the effect and Stripe's retry applies it
 * again. An event lock-event-owner.ts refuses (its customer is nobody's, or its metadata names
 * someone else, issue 27) keeps its id and nothing else: the caller logs it and answers 200, so
 * Stripe stops retrying, and a replay is a duplicate that changes nothing either.
 */
import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { stripeEvents } from '../../db/schema';
import type { UserRow } from '../identity/session-store';
import { notifyUser } from '../notifications/notify-user';
import { applyCheckoutCompleted } from './apply-checkout-completed';
import { applySubscriptionState } from './apply-subscription-state';
import { lockEventOwner, type OwnerRefusal } from './lock-event-owner';
import {
  type EventParties,
  eventParties,
  fromUnix,
  invoicePeriodEnd,
  invoiceSubscriptionId,
  subscriptionPatch,
} from './stripe-event-facts';

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export interface StripeEventOutcome {
  /** True when this event id was handled before (a replay or a concurrent duplicate). */
  duplicate: boolean;
  /** Why the event changed nothing, with who it named; null when it was applied. */
  refused: ({ reason: OwnerRefusal } & EventParties) | null;
}

export async function handleStripeEvent(
  db: Db,
  config: AppConfig,
  event: Stripe.Event,
): Promise<StripeEventOutcome> {
  if (!HANDLED_EVENTS.has(event.type)) return { duplicate: false, refused: null };
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, eventCreatedAt: fromUnix(event.created)! })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!fresh) return { duplicate: true, refused: null };
    const parties = eventParties(event);
    const owner = await lockEventOwner(tx, parties);
    if (owner.refused) return { duplicate: false, refused: { reason: owner.refused, ...parties } };
    await applyEvent(tx, config, event, owner.user);
    return { duplicate: false, refused: null };
  });
}

async function applyEvent(
  tx: Db,
  config: AppConfig,
  event: Stripe.Event,
  user: UserRow,
): Promise<void> {
  const created = fromUnix(event.created)!;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await applyCheckoutCompleted(tx, user, event.data.object);
      return;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      await applySubscriptionState(tx, user, subscriptionPatch(config, event.data.object), created);
      return;
    case 'customer.subscription.deleted': {
      const result = await applySubscriptionState(
        tx,
        user,
        { ...subscriptionPatch(config, event.data.object), status: 'canceled', autoRenewal: false },
        created,
      );
      if (result.applied && result.previous.subscriptionStatus !== 'canceled') {
        await notifyUser(tx, {
          userId: result.user.id,
          type: 'other',
          title: 'Pro has ended',
          message:
            'Your Pro subscription has ended. Your published forms stay published and keep collecting responses; beyond the free limit, publishing another form needs Pro or a credit.',
          data: { actionUrl: '/pricing' },
        });
      }
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return;
      const paid = event.type === 'invoice.paid';
      const periodEnd = invoicePeriodEnd(invoice);
      const result = await applySubscriptionState(
        tx,
        user,
        {
          subscriptionId,
          status: paid ? 'active' : 'past_due',
          ...(paid && periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        },
        created,
      );
      if (!paid && result.applied) {
        await notifyUser(tx, {
          userId: result.user.id,
          type: 'other',
          title: 'Payment failed',
          message:
            'We could not take the payment for your Pro subscription. Update your payment method on the Billing page to keep Pro.',
          data: { actionUrl: '/billing' },
        });
      }
      return;
    }
    default:
      return;
  }
}
