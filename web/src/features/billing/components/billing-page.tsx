import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import type { BillingState } from '@core/api/billing';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { billingQuery } from '../api/billing-api';
import { CreditLedger } from './credit-ledger';
import { CreditsCard } from './credits-card';
import { PlanCard } from './plan-card';
import { StorageCard } from './storage-card';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

function BillingSkeleton() {
  return (
    <div>
      <Spinner size="sm" label={t(m.loadingBilling)} className="sr-only" />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" aria-hidden="true">
        {[0, 1].map((n) => (
          <div key={n} className="flex flex-col gap-4 rounded-xl border border-border p-6">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-4 h-10 w-48" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** After Pro ended with more forms published than Free allows (issue 15): what that means. */
function OverLimitNote({ state }: { state: BillingState }) {
  const { limit, counted } = state.publishing;
  if (!state.publishing.overLimit || limit === null) return null;
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-subtle p-4 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>{t(m.overLimitNote, { counted, limit })}</p>
    </div>
  );
}

/**
 * /billing: plan, status and dates, auto-renewal, invoices via Stripe, credits, file storage
 * against the plan's quota, and the credit ledger.
 */
export function BillingPage() {
  useDocumentTitle(t(m.billingTitle));
  const billing = useQuery(billingQuery);

  return (
    <PageContainer>
      <PageHeader title={t(m.billingTitle)} description={t(m.billingDescription)} />
      {billing.isPending ? <BillingSkeleton /> : null}
      {billing.isError && !billing.data ? (
        <ErrorState
          title={t(m.billingLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      ) : null}
      {billing.data ? (
        <div className="flex flex-col gap-10">
          <OverLimitNote state={billing.data} />
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <PlanCard state={billing.data} />
            <CreditsCard state={billing.data} />
          </div>
          <StorageCard state={billing.data} />
          {/* Read again (after a change), the ledger starts over from its new first page. */}
          <CreditLedger key={billing.dataUpdatedAt} firstPage={billing.data.ledger} />
        </div>
      ) : null}
    </PageContainer>
  );
}
