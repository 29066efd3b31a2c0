/**
 * Reads what Formloom needs out of Stripe's objects. Payloads differ between API versions (the
 * period end moved from the subscription to its items; an invoice's subscription moved under
 * `parent`), and a webhook endpoint may be pinned to an older version than the SDK's, so both
 * places are read.
 */
import type Stripe from 'stripe';
import type { AppConfig } from '../../config';
import type { SubscriptionPatch } from './apply-subscription-state';
import { planForPriceId } from './plans';

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** The positive integer in a metadata value, or null. */
export function metadataInt(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Who an event is about: the customer it names, and the users its metadata names (issue 27). */
export interface EventParties {
  customerId: string | null;
  /** Each readable user id the event carries; lock-event-owner.ts checks them against the owner. */
  claimedUserIds: number[];
}

const claims = (...values: (string | null | undefined)[]): number[] =>
  values.map((value) => metadataInt(value ?? undefined)).filter((id): id is number => id !== null);

/** The parties of a handled event; none for any other type. */
export function eventParties(event: Stripe.Event): EventParties {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        customerId: idOf(session.customer),
        claimedUserIds: claims(session.client_reference_id, session.metadata?.userId),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return { customerId: idOf(sub.customer), claimedUserIds: claims(sub.metadata?.userId) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      // A subscription's invoice carries the subscription's metadata as it was when billed.
      const metadata = invoice.parent?.subscription_details?.metadata;
      return { customerId: idOf(invoice.customer), claimedUserIds: claims(metadata?.userId) };
    }
    default:
      return { customerId: null, claimedUserIds: [] };
  }
}

export function subscriptionPatch(config: AppConfig, sub: Stripe.Subscription): SubscriptionPatch {
  const items = sub.items?.data ?? [];
  const legacy = sub as unknown as { current_period_end?: number };
  const periodEnds = items
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number');
  const periodEnd =
    periodEnds.length > 0 ? Math.max(...periodEnds) : (legacy.current_period_end ?? null);
  const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  return {
    subscriptionId: sub.id,
    status: sub.status,
    // An ended subscription ended when Stripe says, which may be before the period's end.
    currentPeriodEnd: ended ? (fromUnix(sub.ended_at) ?? fromUnix(periodEnd)) : fromUnix(periodEnd),
    // The spec's autoRenewal is "renews at the period end": off when a cancellation is scheduled.
    autoRenewal: !ended && !sub.cancel_at_period_end && sub.cancel_at === null,
    plan: planForPriceId(config, items[0]?.price?.id ?? null),
  };
}

/** The subscription an invoice bills, or null for a one-off invoice. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(parent ?? legacy ?? null);
}

/** The end of the latest period an invoice's lines cover: the new period end after a renewal. */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? fromUnix(Math.max(...ends)) : null;
}
