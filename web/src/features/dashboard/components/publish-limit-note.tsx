import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Link } from 'wouter';
import type { BillingState } from '@core/api/billing';
import { getQueryFn } from '@/lib/query-client';

/**
 * After Pro ends with more forms published than the free plan allows (issue 15): they all stay
 * published and keep collecting responses, but no new form can be published until the account is
 * under the limit again. Says so on the dashboard, where the person sees their forms. Signed-in
 * users only (a guest has no plan); it reads the same billing state as /billing.
 */
export function PublishLimitNote() {
  const billing = useQuery<BillingState | null>({
    queryKey: ['/api/billing'],
    queryFn: getQueryFn<BillingState>({ on401: 'returnNull' }),
    staleTime: 60 * 1000,
  });
  const publishing = billing.data?.publishing;
  if (!publishing?.overLimit || publishing.limit === null) return null;
  return (
    <div className="mb-6 flex gap-3 rounded-lg border border-border bg-subtle p-4 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <p>
        You have {publishing.counted} published forms and the Free plan allows {publishing.limit}.
        They stay published and keep collecting responses, but you can publish another form only
        once you are under the limit, with a credit, or on Pro.{' '}
        <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
          See plans
        </Link>
      </p>
    </div>
  );
}
