import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, PackageSearch } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateUtc } from '@/lib/format-date';
import { billingQuery, plansQuery } from '../api/billing-api';
import { checkoutChoiceFromSearch } from '../api/checkout-choice';
import { useSignedIn } from '../api/use-signed-in';
import { CheckoutSummary } from './checkout-summary';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/**
 * /checkout?plan=…: what is being bought, then on to Stripe. The route is public (product spec
 * section 2) but paying needs an account, so a guest is sent to sign in first and comes back here;
 * their guest forms move into the account as after any sign-in.
 */
export function CheckoutPage() {
  useDocumentTitle(t(m.checkoutTitle));
  const signedIn = useSignedIn();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (signedIn !== 'guest') return;
    const here = search ? `${location}?${search}` : location;
    navigate(`/auth?redirect=${encodeURIComponent(here)}`, { replace: true });
  }, [signedIn, location, search, navigate]);

  if (signedIn !== 'signed-in') {
    return (
      <PageSpinner
        label={signedIn === 'loading' ? t(m.checkingSession) : t(m.redirectingToSignIn)}
      />
    );
  }
  return <CheckoutScreen search={search} />;
}

function CheckoutScreen({ search }: { search: string }) {
  const choice = checkoutChoiceFromSearch(search);
  const plans = useQuery(plansQuery);
  const billing = useQuery(billingQuery);
  const failed = plans.isError ? plans : billing.isError ? billing : null;
  const subscription = billing.data?.subscription;

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t(m.checkoutTitle)} description={t(m.checkoutDescription)} />
      {!choice ? (
        <EmptyState
          icon={PackageSearch}
          title={t(m.chooseTitle)}
          description={t(m.chooseDescription)}
          action={
            <Button asChild>
              <Link href="/pricing">{t(m.seePlans)}</Link>
            </Button>
          }
        />
      ) : failed ? (
        <ErrorState
          title={t(m.orderLoadError)}
          description={t(m.orderLoadErrorDescription)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : !plans.data || !billing.data ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label={t(m.loadingOrder)} />
        </div>
      ) : choice.kind === 'subscription' && billing.data.plan === 'pro' ? (
        <EmptyState
          icon={BadgeCheck}
          title={t(m.alreadyProTitle)}
          description={
            subscription?.currentPeriodEnd
              ? t(subscription.autoRenewal ? m.alreadyProRenewsOn : m.alreadyProEndsOn, {
                  date: formatDateUtc(subscription.currentPeriodEnd),
                })
              : t(m.alreadyProNoDate)
          }
          action={
            <Button asChild>
              <Link href="/billing">{t(m.goToBilling)}</Link>
            </Button>
          }
        />
      ) : (
        <CheckoutSummary choice={choice} plans={plans.data} credits={billing.data.credits} />
      )}
    </PageContainer>
  );
}
