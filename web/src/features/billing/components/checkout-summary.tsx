import { Check, Lock } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import {
  BILLING_ERROR_CODES,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type PlansResponse,
} from '@core/api/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { plural } from '@/lib/plural';
import { billingErrorMessage } from '../api/billing-errors';
import { checkoutPath, type CheckoutChoice } from '../api/checkout-choice';
import { formatMoney } from '../api/format';
import { useStartCheckout } from '../api/use-start-checkout';
import { BillingPeriodToggle } from './billing-period-toggle';
import { creditPackOf, priceLinesOf, proPlanFor, yearlySavingOf } from './plan-pricing';

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
      title: `Pro, billed ${period === 'year' ? 'yearly' : 'monthly'}`,
      ...priceLinesOf(plan),
      points: [
        'Unlimited form publishing',
        `Renews every ${period} until you cancel`,
        'Cancel any time: Pro stays until the end of the period you paid for',
      ],
      available: plan.available,
    };
  }
  const pack = creditPackOf(plans);
  if (!pack) return null;
  return {
    title: `${pack.credits} credits`,
    amount: formatMoney(pack.amountCents, pack.currency),
    per: 'one-time payment',
    note: `You have ${plural(credits, 'credit')} now.`,
    points: [
      `One credit publishes one form beyond the free limit for ${pack.publishDays} days`,
      'When a credit lapses, its form stays published',
      'Spent only when you choose “Use 1 credit” at the publish limit',
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
    ? PAYMENTS_NOT_CONFIGURED_MESSAGE
    : order && !order.available
      ? `${order.title} can't be bought on this server yet.`
      : null;

  if (!order) {
    return (
      <p role="alert" className="text-muted-foreground">
        This plan isn't offered on this server.{' '}
        <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
          See plans and pricing
        </Link>
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
          <span className="text-4xl font-bold tracking-tight">{order.amount}</span>{' '}
          <span className="text-sm text-muted-foreground">{order.per}</span>
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
                Go to billing
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
          {start.isPending || start.isSuccess ? 'Opening secure checkout…' : 'Continue to payment'}
        </Button>
        {reason ? (
          <p id="checkout-unavailable" className="text-center text-sm text-muted-foreground">
            {reason}
          </p>
        ) : (
          <p className="text-center text-sm text-muted-foreground">
            You pay on Stripe's secure page; Formloom never sees your card number.
          </p>
        )}
        <Button asChild variant="ghost">
          <Link href="/pricing">Back to pricing</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
