import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** The builder's shape while a form loads or is being created. */
export function BuilderSkeleton({
  label,
  heading = t(m.editFormTitle),
}: {
  label: string;
  heading?: string;
}) {
  return (
    <div aria-busy="true">
      <div className="border-b border-border">
        <div className="mx-auto flex w-full max-w-(--container-page) items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <Badge variant="soft">{t(m.formBuilderBadge)}</Badge>
          <Spinner size="sm" label={label} />
          <span className="text-sm text-muted-foreground" aria-hidden="true">
            {label}
          </span>
          <Skeleton className="ml-auto h-10 w-48" />
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <h1 className="sr-only">{heading}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
