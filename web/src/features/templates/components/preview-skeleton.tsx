import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/app-messages/app-messages';
import { templatesMessages as m } from '../messages';

/** Question-shaped placeholders while a template or the renderer loads. */
export function PreviewSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Spinner size="sm" label={t(m.previewLoadingRenderer)} className="sr-only" />
      {[0, 1, 2].map((n) => (
        <div key={n} aria-hidden="true" className="flex flex-col gap-2 rounded-lg border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
