import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { Link } from 'wouter';
import type { BillingState } from '@core/api/billing';
import { tRich } from '@/lib/app-messages/app-messages';
import { getQueryFn } from '@/lib/query-client';
import { dashboardMessages as m } from '../messages';

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
        {tRich(m.publishLimit, {
          counted: publishing.counted,
          limit: publishing.limit,
          link: (chunks) => (
            <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
