import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CalendarX, Check } from 'lucide-react';
import { Link } from 'wouter';
import type { BillingState } from '@core/api/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateUtc } from '@/lib/format-date';
import { billingQuery, plansQuery } from '../api/billing-api';
import { billingErrorMessage } from '../api/billing-errors';
import { useCancelSubscription } from '../api/use-billing-actions';
import { freePlanOf } from './plan-pricing';
import { hasRunningStripeSubscription } from './subscription-status';

const backToBilling = (
  <Button asChild variant="outline">
    <Link href="/billing">Back to billing</Link>
  </Button>
);

/**
 * /cancel-subscription: a confirmation that states the date Pro ends. Cancelling turns renewal off
 * (cancel at period end): Pro stays until that date, and nothing is refunded or cut short.
 */
export function CancelSubscriptionPage() {
  useDocumentTitle('Cancel subscription');
  const billing = useQuery(billingQuery);
  const cancel = useCancelSubscription();

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Cancel subscription"
        description="Turn off auto-renewal. You keep Pro until the end of the period you have paid for."
      />
      {cancel.isSuccess ? (
        <EmptyState
          icon={CalendarCheck}
          title="Your subscription is cancelled"
          description={
            cancel.data.endsAt
              ? `Pro stays active until ${formatDateUtc(cancel.data.endsAt)}. After that your account moves to the Free plan; you can turn auto-renewal back on before then on the billing page.`
              : 'Pro stays active until the end of the period you paid for.'
          }
          action={
            <Button asChild>
              <Link href="/billing">Back to billing</Link>
            </Button>
          }
        />
      ) : billing.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label="Loading your subscription…" />
        </div>
      ) : billing.isError ? (
        <ErrorState
          title="Couldn't load your subscription"
          description="Check your connection and try again."
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      ) : (
        <CancelChoice state={billing.data} cancel={cancel} />
      )}
    </PageContainer>
  );
}

function CancelChoice({
  state,
  cancel,
}: {
  state: BillingState;
  cancel: ReturnType<typeof useCancelSubscription>;
}) {
  const plans = useQuery(plansQuery);
  const sub = state.subscription;
  const end = sub?.currentPeriodEnd ? formatDateUtc(sub.currentPeriodEnd) : null;

  if (!sub || !hasRunningStripeSubscription(state)) {
    const granted = state.plan === 'pro' && sub?.source === 'grant';
    return (
      <EmptyState
        icon={CalendarX}
        title={granted ? 'Nothing to cancel' : 'No active subscription'}
        description={
          granted
            ? `Your Pro was given by an administrator${end ? ` and lasts until ${end}` : ''}; there is no payment to stop.`
            : 'There is no Pro subscription on this account to cancel.'
        }
        action={backToBilling}
      />
    );
  }
  if (!sub.autoRenewal) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title="Already cancelled"
        description={`Auto-renewal is off, so Pro ends on ${end ?? 'the last day of the period you paid for'}. Turn auto-renewal back on from the billing page to keep Pro.`}
        action={backToBilling}
      />
    );
  }

  const limit = plans.data ? freePlanOf(plans.data)?.publishedFormLimit : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {end ? `Pro ends on ${end} if you cancel` : 'Cancel Pro at the end of this period?'}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Your subscription will not renew. You keep Pro until {end ?? 'the end of the period'}, and
          you are not charged again.
        </p>
      </CardHeader>
      <CardContent>
        <h3 className="text-sm font-medium">After that:</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {[
            'Your account moves to the Free plan.',
            'Every published form stays published and keeps collecting responses.',
            limit != null
              ? `You can publish a new form only while fewer than ${limit} are published, or with a credit.`
              : 'You can publish new forms only up to the free limit, or with a credit.',
          ].map((text) => (
            <li key={text} className="flex gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        {cancel.isError ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-destructive p-3 text-sm text-foreground"
          >
            {billingErrorMessage(cancel.error)}
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse items-stretch gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/billing">Keep Pro</Link>
        </Button>
        <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel subscription'}
        </Button>
      </CardFooter>
    </Card>
  );
}
