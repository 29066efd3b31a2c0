import { Check, Lock } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BILLING_ERROR_CODES, type PlansResponse } from '@core/api/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { billingErrorMessage } from '../api/billing-errors';
import { checkoutPath, type CheckoutChoice } from '../api/checkout-choice';
import { formatMoney } from '../api/format';
import { useStartCheckout } from '../api/use-start-checkout';
import { BillingPeriodToggle } from './billing-period-toggle';
import { creditPackOf, priceLinesOf, proPlanFor, yearlySavingOf } from './plan-pricing';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

export interface CheckoutSummaryProps {
  choice: CheckoutChoice;
  plans: PlansResponse;
  /** The balance now, shown beside a credit pack. */
  credits: number;
}

interface Order {
  title: string;
  amount: string;
  per: string;
  note: string | null;
  points: string[];
  available: boolean;
}

function orderOf(choice: CheckoutChoice, plans: PlansResponse, credits: number): Order | null {
  if (choice.kind === 'subscription') {
    const period = choice.plan === 'pro_yearly' ? 'year' : 'month';
    const plan = proPlanFor(plans, period);
    if (!plan) return null;
    return {
      title: t(period === 'year' ? m.proBilledYearly : m.proBilledMonthly),
      ...priceLinesOf(plan),
      points: [
        t(m.unlimitedPublishing),
        t(period === 'year' ? m.renewsEveryYear : m.renewsEveryMonth),
        t(m.cancelAnyTime),
      ],
      available: plan.available,
    };
  }
  const pack = creditPackOf(plans);
  if (!pack) return null;
  return {
    title: t(m.credits, { count: pack.credits }),
    amount: formatMoney(pack.amountCents, pack.currency),
    per: t(m.oneTimePayment),
    note: t(m.creditsNow, { count: credits }),
    points: [
      t(m.pointCreditPublishes, { days: pack.publishDays }),
      t(m.pointCreditLapses),
      t(m.pointCreditSpent),
    ],
    available: pack.available,
  };
}

/** The order, the period switch for Pro, and "Continue to payment" (to Stripe's hosted page). */
export function CheckoutSummary({ choice, plans, credits }: CheckoutSummaryProps) {
  const [, navigate] = useLocation();
  const start = useStartCheckout();
  const order = orderOf(choice, plans, credits);
  const reason = !plans.paymentsEnabled
    ? t(m.paymentsNotConfigured)
    : order && !order.available
      ? t(m.orderUnavailable, { title: order.title })
      : null;

  if (!order) {
    return (
      <p role="alert" className="text-muted-foreground">
        {tRich(m.planNotOffered, {
          link: (chunks) => (
            <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {order.title}
        </CardTitle>
        {choice.kind === 'subscription' ? (
          <div className="mt-3">
            <BillingPeriodToggle
              value={choice.plan === 'pro_yearly' ? 'year' : 'month'}
              onValueChange={(period) =>
                navigate(checkoutPath(period === 'year' ? 'pro_yearly' : 'pro_monthly'), {
                  replace: true,
                })
              }
              yearlySaving={yearlySavingOf(plans)}
            />
          </div>
        ) : null}
        <p className="mt-3">
          {tRich(m.pricePer, {
            amount: <span className="text-4xl font-bold tracking-tight">{order.amount}</span>,
            per: <span className="text-sm text-muted-foreground">{order.per}</span>,
          })}
        </p>
        {order.note ? <p className="text-sm text-muted-foreground">{order.note}</p> : null}
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {order.points.map((point) => (
            <li key={point} className="flex gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3">
        {start.isError ? (
          <div
            role="alert"
            className="rounded-md border border-destructive p-3 text-sm text-foreground"
          >
            <p>{billingErrorMessage(start.error)}</p>
            {isApiError(start.error) &&
            start.error.code === BILLING_ERROR_CODES.alreadySubscribed ? (
              <Link href="/billing" className="font-medium text-primary underline">
                {t(m.goToBilling)}
              </Link>
            ) : null}
          </div>
        ) : null}
        <Button
          size="lg"
          disabled={reason !== null || start.isPending || start.isSuccess}
          aria-describedby={reason ? 'checkout-unavailable' : undefined}
          onClick={() => start.mutate(choice)}
        >
          <Lock aria-hidden="true" />
          {start.isPending || start.isSuccess ? t(m.openingCheckout) : t(m.continueToPayment)}
        </Button>
        {reason ? (
          <p id="checkout-unavailable" className="text-center text-sm text-muted-foreground">
            {reason}
          </p>
        ) : (
          <p className="text-center text-sm text-muted-foreground">{t(m.stripeNote)}</p>
        )}
        <Button asChild variant="ghost">
          <Link href="/pricing">{t(m.backToPricing)}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
