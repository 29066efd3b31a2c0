import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleX, Clock, Coins, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { CheckoutStatusResponse } from '@core/api/billing';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateUtc } from '@/lib/format-date';
import { checkoutStatusQuery, refreshAccount } from '../api/billing-api';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

export interface SubscriptionSuccessPageProps {
  /** How often the payment's state is asked for while the server waits for Stripe's word. */
  pollIntervalMs?: number;
  /** After this long still pending, the page says so plainly (and keeps checking). */
  slowAfterMs?: number;
}

/**
 * Where Stripe sends the buyer back (?session_id=…). It shows the new plan only once the server
 * has applied the payment (the webhook may come a little after the buyer): until then it polls
 * checkout-status and says it is confirming. Never a success the server does not have.
 */
export function SubscriptionSuccessPage({
  pollIntervalMs = 2000,
  slowAfterMs = 20_000,
}: SubscriptionSuccessPageProps) {
  useDocumentTitle(t(m.subscriptionTitle));
  const sessionId = new URLSearchParams(useSearch()).get('session_id');

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t(m.subscriptionTitle)} description={t(m.subscriptionDescription)} />
      {sessionId ? (
        <CheckoutOutcome
          sessionId={sessionId}
          pollIntervalMs={pollIntervalMs}
          slowAfterMs={slowAfterMs}
        />
      ) : (
        <EmptyState
          icon={SearchX}
          title={t(m.noPaymentTitle)}
          description={t(m.noPaymentDescription)}
          action={
            <>
              <Button asChild>
                <Link href="/billing">{t(m.goToBilling)}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/pricing">{t(m.seePlans)}</Link>
              </Button>
            </>
          }
        />
      )}
    </PageContainer>
  );
}

function CheckoutOutcome({
  sessionId,
  pollIntervalMs,
  slowAfterMs,
}: {
  sessionId: string;
  pollIntervalMs: number;
  slowAfterMs: number;
}) {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...checkoutStatusQuery(sessionId),
    // Polls only while the server is still waiting for Stripe; stops on any final answer.
    refetchInterval: (query) =>
      query.state.data?.state === 'pending' && query.state.status !== 'error'
        ? pollIntervalMs
        : false,
  });
  const state = status.data?.state;
  const slow = useSlowFlag(state === 'pending' || status.isPending, slowAfterMs);

  useEffect(() => {
    // The header's credits, /billing and the builder's limit read the new plan from here on.
    if (state === 'complete') void refreshAccount(queryClient);
  }, [state, queryClient]);

  if (status.isError) {
    const notFound = isApiError(status.error) && status.error.status === 404;
    return (
      <ErrorState
        title={notFound ? t(m.paymentNotFound) : t(m.paymentCheckError)}
        description={notFound ? t(m.paymentNotFoundDescription) : t(m.paymentCheckErrorDescription)}
        onRetry={notFound ? undefined : () => void status.refetch()}
        retrying={status.isFetching}
        action={
          <Button asChild variant="outline">
            <Link href="/billing">{t(m.goToBilling)}</Link>
          </Button>
        }
      />
    );
  }
  if (status.data?.state === 'complete') return <Confirmed outcome={status.data} />;
  if (status.data?.state === 'expired') {
    return (
      <EmptyState
        icon={CircleX}
        title={t(m.checkoutNotCompleted)}
        description={t(m.checkoutNotCompletedDescription)}
        action={
          <Button asChild>
            <Link href="/pricing">{t(m.backToPricing)}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border px-6 py-12 text-center">
      <Spinner size="lg" label={t(m.confirming)} />
      <h2 className="text-lg font-semibold">{t(m.confirming)}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t(m.confirmingDescription)}</p>
      {slow ? (
        <div role="status" className="flex max-w-md flex-col items-center gap-3">
          <Clock className="size-5 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm">{t(m.slowNote)}</p>
          <Button asChild variant="outline">
            <Link href="/billing">{t(m.goToBilling)}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** True once `active` has lasted `afterMs` without a break. */
function useSlowFlag(active: boolean, afterMs: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setSlow(true), afterMs);
    return () => window.clearTimeout(timer);
  }, [active, afterMs]);
  return active && slow;
}

function Confirmed({ outcome }: { outcome: CheckoutStatusResponse }) {
  if (outcome.kind === 'credits') {
    return (
      <EmptyState
        icon={Coins}
        title={t(m.creditsReady)}
        description={t(m.creditsReadyDescription, { count: outcome.credits })}
        action={
          <>
            <Button asChild>
              <Link href="/dashboard">{t(m.goToDashboard)}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/billing">{t(m.viewBilling)}</Link>
            </Button>
          </>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={BadgeCheck}
      title={t(m.welcomePro)}
      description={
        <>
          <p>{t(m.welcomeProDescription)}</p>
          {outcome.subscriptionEndDate ? (
            <p className="mt-1">
              {t(m.proRenewsOn, { date: formatDateUtc(outcome.subscriptionEndDate) })}
            </p>
          ) : null}
        </>
      }
      action={
        <>
          <Button asChild>
            <Link href="/dashboard">{t(m.goToDashboard)}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/billing">{t(m.viewBilling)}</Link>
          </Button>
        </>
      }
    />
  );
}
