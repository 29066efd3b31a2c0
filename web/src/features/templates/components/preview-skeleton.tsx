import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** Question-shaped placeholders while a template or the renderer loads. */
export function PreviewSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Spinner size="sm" label="Loading the preview…" className="sr-only" />
      {[0, 1, 2].map((n) => (
        <div key={n} aria-hidden="true" className="flex flex-col gap-2 rounded-lg border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
