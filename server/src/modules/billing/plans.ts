/**
 * The plans, defined here and nowhere else: /pricing, checkout and the limit all read them.
 * Amounts come from configuration (PRICE_*), the Stripe price ids from STRIPE_PRICE_*.
 */
import {
  CREDIT_PUBLISH_DAYS,
  type CreditPack,
  type CreditPackId,
  type Plan,
  type PlansResponse,
  type SubscriptionPlan,
} from '@core/api/billing';
import type { AppConfig } from '../../config';

/** Stored files each plan's owner may keep (uploads to their forms and brand logos; issue 20). */
export const STORAGE_QUOTA_BYTES = { free: 1024 ** 3, pro: 50 * 1024 ** 3 } as const;

/** Credits in each pack. */
export const PACK_CREDITS: Record<CreditPackId, number> = { credits_10: 10 };

/** The Stripe price id for a Pro plan, or null when this server cannot sell it. */
export function subscriptionPriceId(config: AppConfig, plan: SubscriptionPlan): string | null {
  const prices = config.billing.stripe?.prices;
  if (!prices) return null;
  return plan === 'pro_monthly' ? prices.proMonthly : prices.proYearly;
}

export function creditPackPriceId(config: AppConfig, pack: CreditPackId): string | null {
  const prices = config.billing.stripe?.prices;
  if (!prices) return null;
  return pack === 'credits_10' ? prices.credits10 : null;
}

/** Which Pro plan a Stripe price id is (subscription events name the price, not the plan). */
export function planForPriceId(config: AppConfig, priceId: string | null): SubscriptionPlan | null {
  if (!priceId) return null;
  const prices = config.billing.stripe?.prices;
  if (prices?.proMonthly === priceId) return 'pro_monthly';
  if (prices?.proYearly === priceId) return 'pro_yearly';
  return null;
}

export function listPlans(config: AppConfig): PlansResponse {
  const { display } = config.billing;
  const paymentsEnabled = config.billing.stripe !== null;
  const plans: Plan[] = [
    {
      id: 'free',
      name: 'Free',
      interval: null,
      amountCents: 0,
      currency: display.currency,
      publishedFormLimit: config.publishedFormLimits.free,
      storageQuotaBytes: STORAGE_QUOTA_BYTES.free,
      available: true,
    },
    {
      id: 'pro_monthly',
      name: 'Pro',
      interval: 'month',
      amountCents: display.proMonthlyCents,
      currency: display.currency,
      publishedFormLimit: null,
      storageQuotaBytes: STORAGE_QUOTA_BYTES.pro,
      available: subscriptionPriceId(config, 'pro_monthly') !== null,
    },
    {
      id: 'pro_yearly',
      name: 'Pro',
      interval: 'year',
      amountCents: display.proYearlyCents,
      currency: display.currency,
      publishedFormLimit: null,
      storageQuotaBytes: STORAGE_QUOTA_BYTES.pro,
      available: subscriptionPriceId(config, 'pro_yearly') !== null,
    },
  ];
  const creditPacks: CreditPack[] = [
    {
      id: 'credits_10',
      credits: PACK_CREDITS.credits_10,
      amountCents: display.credits10Cents,
      currency: display.currency,
      publishDays: CREDIT_PUBLISH_DAYS,
      available: creditPackPriceId(config, 'credits_10') !== null,
    },
  ];
  return { paymentsEnabled, plans, creditPacks };
}
