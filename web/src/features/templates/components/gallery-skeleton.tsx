import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/app-messages/app-messages';
import { templatesMessages as m } from '../messages';

/** Card-shaped placeholders while templates load; the spinner's label is what is announced. */
export function GallerySkeleton({ label = t(m.loading) }: { label?: string }) {
  return (
    <div data-testid="gallery-skeleton">
      <Spinner size="sm" label={label} className="sr-only" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((n) => (
          <li key={n} className="flex flex-col gap-3 rounded-xl border border-border p-5">
            <Skeleton className="h-5 w-28 rounded-full" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <div className="mt-3 flex gap-2">
              <Skeleton className="h-9 w-36" />
              <Skeleton className="h-9 w-24" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
