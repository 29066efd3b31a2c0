/** Reading the server's plan list for the pricing and checkout screens. */
import type { CreditPack, Plan, PlansResponse } from '@core/api/billing';
import { formatMoney } from '../api/format';
import type { BillingPeriod } from './billing-period-toggle';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

export function freePlanOf(plans: PlansResponse): Plan | undefined {
  return plans.plans.find((plan) => plan.id === 'free');
}

export function proPlanFor(plans: PlansResponse, period: BillingPeriod): Plan | undefined {
  return plans.plans.find((plan) => plan.id !== 'free' && plan.interval === period);
}

export function creditPackOf(plans: PlansResponse): CreditPack | undefined {
  return plans.creditPacks[0];
}

/** "Save 17%": what yearly saves against twelve monthly payments; null when it saves nothing. */
export function yearlySavingOf(plans: PlansResponse): string | null {
  const monthly = proPlanFor(plans, 'month');
  const yearly = proPlanFor(plans, 'year');
  if (!monthly || !yearly || monthly.amountCents === 0) return null;
  const percent = Math.round((1 - yearly.amountCents / (monthly.amountCents * 12)) * 100);
  return percent > 0 ? t(m.saveYearly, { percent }) : null;
}

/** "$12" with "per month", or "$120" with "per year" (and "$10 a month, billed yearly"). */
export function priceLinesOf(plan: Plan): { amount: string; per: string; note: string | null } {
  const amount = formatMoney(plan.amountCents, plan.currency);
  if (plan.interval === 'year') {
    const monthly = formatMoney(Math.round(plan.amountCents / 12), plan.currency);
    return { amount, per: t(m.perYear), note: t(m.monthlyBilledYearly, { monthly }) };
  }
  if (plan.interval === 'month') {
    return { amount, per: t(m.perMonth), note: t(m.billedMonthly) };
  }
  return { amount, per: t(m.forever), note: null };
}
