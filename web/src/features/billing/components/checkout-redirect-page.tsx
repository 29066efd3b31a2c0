import { ShieldCheck } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { billingErrorMessage } from '../api/billing-errors';
import { checkoutChoiceFromSearch } from '../api/checkout-choice';
import { isWebUrl, leaveFor } from '../api/leave-site';
import { checkoutUrlFromHistory, useStartCheckout } from '../api/use-start-checkout';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/**
 * The hand-over to Stripe's hosted Checkout. /checkout leaves the session's URL in the history
 * entry; opened without one (a link, or back from sign-in) with a `plan`, this page creates the
 * session itself. The browser replaces this entry with Stripe's page, so Back there returns to
 * /checkout instead of bouncing into Stripe again.
 */
export function CheckoutRedirectPage() {
  useDocumentTitle(t(m.secureCheckout));
  const search = useSearch();
  // No default plan here: an explicit choice is needed before a session is created unasked.
  const choice = useMemo(() => checkoutChoiceFromSearch(search, null), [search]);
  const start = useStartCheckout({ replace: true });
  const { mutate } = start;
  // Read on every render: wouter re-renders on navigation, and history.state changes with it.
  const saved = checkoutUrlFromHistory(window.history.state);
  const url = saved && isWebUrl(saved) ? saved : null;
  const started = useRef(false);

  useEffect(() => {
    if (url) {
      leaveFor(url, { replace: true });
      return;
    }
    // One session per visit, even when React runs effects twice in development.
    if (!choice || started.current) return;
    started.current = true;
    mutate(choice);
  }, [url, choice, mutate]);

  return (
    <PageContainer>
      <PageHeader title={t(m.secureCheckout)} description={t(m.stripeNote)} />
      {url ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <Spinner size="lg" label={t(m.takingYouToCheckout)} />
          <p className="text-lg font-medium" aria-hidden="true">
            {t(m.takingYouToCheckout)}
          </p>
          <p className="text-sm text-muted-foreground">
            {tRich(m.nothingHappening, {
              link: (chunks) => (
                <a href={url} className="font-medium text-primary underline underline-offset-4">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      ) : start.isError ? (
        <ErrorState
          title={t(m.openCheckoutError)}
          description={billingErrorMessage(start.error)}
          onRetry={choice ? () => start.mutate(choice) : undefined}
          retrying={start.isPending}
          action={
            <Button asChild variant="outline">
              <Link href="/pricing">{t(m.backToPricing)}</Link>
            </Button>
          }
        />
      ) : choice ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label={t(m.openingCheckout)} />
        </div>
      ) : (
        <EmptyState
          icon={ShieldCheck}
          title={t(m.nothingToPay)}
          description={t(m.nothingToPayDescription)}
          action={
            <Button asChild variant="outline">
              <Link href="/pricing">{t(m.seePlans)}</Link>
            </Button>
          }
        />
      )}
    </PageContainer>
  );
}
