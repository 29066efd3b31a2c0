/**
 * The builder's history panel (issue 30): each published version, newest first, who published it
 * and when, how many responses answered it, and what it changed in words. Editors restore one into
 * the draft (live only once published again); viewers only read.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CompactLabel, compactButton } from '@/components/ui/compact-label';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format-date';
import { formVersionsQueryKey, parseFormVersions, restoreVersion } from '@/lib/forms-api';
import { useBuilderSession } from '../state/builder-context';
import { adoptServerDraft } from '../state/adopt-draft';
import { t } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

export interface VersionHistoryProps {
  formId: string;
  canEdit: boolean;
  /** Its word hidden on phones, as on the builder's toolbar. */
  compact?: boolean;
}

export function VersionHistory({ formId, canEdit, compact }: VersionHistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        className={compact ? compactButton : undefined}
        onClick={() => setOpen(true)}
      >
        <History aria-hidden="true" />
        {compact ? <CompactLabel>{t(m.history)}</CompactLabel> : t(m.history)}
      </Button>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{t(m.versionHistory)}</SheetTitle>
          <SheetDescription>{t(m.versionHistoryDescription)}</SheetDescription>
        </SheetHeader>
        {open ? <VersionList formId={formId} canEdit={canEdit} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function VersionList({ formId, canEdit }: VersionHistoryProps) {
  const queryClient = useQueryClient();
  const session = useBuilderSession();
  const [restoring, setRestoring] = useState<number | null>(null);
  const query = useQuery({
    queryKey: formVersionsQueryKey(formId),
    select: parseFormVersions,
    staleTime: 0,
  });

  if (query.isPending) return <Spinner label={t(m.loadingHistory)} />;
  if (query.isError)
    return (
      <ErrorState
        title={t(m.historyFailed)}
        headingLevel="h3"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={History}
        headingLevel="h3"
        title={t(m.notPublishedTitle)}
        description={t(m.notPublishedDescription)}
      />
    );

  const restore = async (n: number) => {
    setRestoring(n);
    try {
      if (!(await session.autosave.flush())) throw new Error('unsaved');
      adoptServerDraft(session, queryClient, await restoreVersion(formId, n));
      toast({
        title: t(m.versionRestoredTitle, { number: String(n) }),
        description: t(m.versionRestoredDescription),
      });
    } catch {
      toast({
        title: t(m.restoreFailedTitle),
        description: t(m.pleaseTryAgain),
        variant: 'destructive',
      });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <ol className="flex flex-col gap-4 px-4 pb-6" aria-label={t(m.publishedVersions)}>
      {query.data.map((version) => (
        <li key={version.number} className="rounded-md border border-border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium">
              {t(m.versionHeading, { number: String(version.number) })}
            </h3>
            {version.live ? <Badge variant="success">{t(m.live)}</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {version.publishedBy
              ? t(m.versionPublishedBy, {
                  date: formatDateTime(version.publishedAt),
                  name: version.publishedBy.username,
                  count: version.responseCount,
                })
              : t(m.versionPublished, {
                  date: formatDateTime(version.publishedAt),
                  count: version.responseCount,
                })}
          </p>
          {version.changes.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {version.changes.map((change, i) => (
                <li key={i}>{change.text}</li>
              ))}
            </ul>
          ) : null}
          {canEdit ? (
            <Button
              className="mt-3"
              variant="outline"
              size="sm"
              disabled={restoring !== null}
              onClick={() => void restore(version.number)}
            >
              {restoring === version.number
                ? t(m.restoring)
                : t(m.restoreVersion, { number: String(version.number) })}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
