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
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

const backToBilling = (
  <Button asChild variant="outline">
    <Link href="/billing">{t(m.backToBilling)}</Link>
  </Button>
);

/**
 * /cancel-subscription: a confirmation that states the date Pro ends. Cancelling turns renewal off
 * (cancel at period end): Pro stays until that date, and nothing is refunded or cut short.
 */
export function CancelSubscriptionPage() {
  useDocumentTitle(t(m.cancelSubscription));
  const billing = useQuery(billingQuery);
  const cancel = useCancelSubscription();

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t(m.cancelSubscription)} description={t(m.cancelDescription)} />
      {cancel.isSuccess ? (
        <EmptyState
          icon={CalendarCheck}
          title={t(m.cancelledTitle)}
          description={
            cancel.data.endsAt
              ? t(m.cancelledUntil, { date: formatDateUtc(cancel.data.endsAt) })
              : t(m.cancelledNoDate)
          }
          action={
            <Button asChild>
              <Link href="/billing">{t(m.backToBilling)}</Link>
            </Button>
          }
        />
      ) : billing.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label={t(m.loadingSubscription)} />
        </div>
      ) : billing.isError ? (
        <ErrorState
          title={t(m.subscriptionLoadError)}
          description={t(m.checkConnection)}
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
        title={granted ? t(m.nothingToCancel) : t(m.noActiveSubscription)}
        description={
          granted
            ? end
              ? t(m.grantedUntil, { date: end })
              : t(m.granted)
            : t(m.noSubscriptionToCancel)
        }
        action={backToBilling}
      />
    );
  }
  if (!sub.autoRenewal) {
    return (
      <EmptyState
        icon={CalendarCheck}
        title={t(m.alreadyCancelled)}
        description={end ? t(m.alreadyCancelledOn, { date: end }) : t(m.alreadyCancelledNoDate)}
        action={backToBilling}
      />
    );
  }

  const limit = plans.data ? freePlanOf(plans.data)?.publishedFormLimit : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {end ? t(m.cancelQuestionOn, { date: end }) : t(m.cancelQuestion)}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {end ? t(m.cancelKeepUntil, { date: end }) : t(m.cancelKeepUntilEnd)}
        </p>
      </CardHeader>
      <CardContent>
        <h3 className="text-sm font-medium">{t(m.afterThat)}</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {[
            t(m.afterFree),
            t(m.afterPublished),
            limit != null ? t(m.afterLimit, { limit }) : t(m.afterNoLimit),
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
          <Link href="/billing">{t(m.keepPro)}</Link>
        </Button>
        <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {cancel.isPending ? t(m.cancelling) : t(m.cancelSubscription)}
        </Button>
      </CardFooter>
    </Card>
  );
}
