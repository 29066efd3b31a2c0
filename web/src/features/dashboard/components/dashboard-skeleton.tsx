import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/app-messages/app-messages';
import { dashboardMessages as m } from '../messages';

/** Card-shaped placeholders while the forms load. */
export function DashboardSkeleton({ label = t(m.loadingForms) }: { label?: string }) {
  return (
    <div>
      <Spinner size="sm" label={label} className="sr-only" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <li key={n} className="flex flex-col gap-3 rounded-xl border border-border p-5">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-4 h-9 w-32" />
          </li>
        ))}
      </ul>
    </div>
  );
}
