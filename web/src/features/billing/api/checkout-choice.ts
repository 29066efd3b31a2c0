/**
 * What /checkout?plan=… buys. One query parameter names both kinds ("pro_monthly", "pro_yearly",
 * "credits_10"), so a link from pricing, the builder's limit dialog or billing is one short URL
 * that survives the trip through /auth?redirect=….
 */
import type { CheckoutRequest, CreditPackId, SubscriptionPlan } from '@core/api/billing';

export type CheckoutChoice =
  { kind: 'subscription'; plan: SubscriptionPlan } | { kind: 'credits'; pack: CreditPackId };

export type CheckoutChoiceId = SubscriptionPlan | CreditPackId;

const CHOICES: Record<CheckoutChoiceId, CheckoutChoice> = {
  pro_monthly: { kind: 'subscription', plan: 'pro_monthly' },
  pro_yearly: { kind: 'subscription', plan: 'pro_yearly' },
  credits_10: { kind: 'credits', pack: 'credits_10' },
};

/** The default when /checkout is opened without a plan: Pro, monthly. */
export const DEFAULT_CHOICE: CheckoutChoiceId = 'pro_monthly';

/**
 * The choice in a query string; undefined when `plan` names nothing we sell. Without a `plan`, the
 * fallback (null: none).
 */
export function checkoutChoiceFromSearch(
  search: string,
  fallback: CheckoutChoiceId | null = DEFAULT_CHOICE,
): CheckoutChoice | undefined {
  const id = new URLSearchParams(search).get('plan') ?? fallback;
  return id !== null && Object.hasOwn(CHOICES, id) ? CHOICES[id as CheckoutChoiceId] : undefined;
}

export function checkoutChoiceId(choice: CheckoutChoice): CheckoutChoiceId {
  return choice.kind === 'subscription' ? choice.plan : choice.pack;
}

/** "/checkout?plan=pro_yearly" */
export function checkoutPath(id: CheckoutChoiceId): string {
  return `/checkout?plan=${id}`;
}

export function checkoutRequestOf(choice: CheckoutChoice): CheckoutRequest {
  return choice.kind === 'subscription'
    ? { kind: 'subscription', plan: choice.plan }
    : { kind: 'credits', pack: choice.pack };
}
