import type { ReportItem } from '@core/api/shared-reports';
import { useQuery } from '@tanstack/react-query';
import { FileBarChart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { reportsQuery, useRevokeReport } from '../../api/reports-api';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../../messages';

const created = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The form's shared reports with their view counts; editors may revoke each (after a confirm). */
export function ReportList({ formId, canRevoke }: { formId: string; canRevoke: boolean }) {
  const reports = useQuery(reportsQuery(formId));
  const revoke = useRevokeReport(formId);
  const [confirming, setConfirming] = useState<ReportItem | null>(null);

  if (reports.isPending) {
    return (
      <div role="status" aria-label={t(m.reportsLoading)} className="grid gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (reports.isError) {
    return (
      <ErrorState
        headingLevel="h3"
        title={t(m.reportsLoadError)}
        description={t(m.checkConnection)}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  }
  const items = reports.data.items;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={FileBarChart}
        headingLevel="h3"
        title={t(m.noReportsTitle)}
        description={t(m.noReportsDescription)}
      />
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label={t(m.sharedReports)}>
        {items.map((report) => (
          <li
            key={report.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{report.name}</p>
              <p className="text-sm text-muted-foreground">
                {t(m.reportFacts, {
                  views: report.viewCount,
                  date: created(report.createdAt),
                  texts: report.includeTexts ? 'yes' : 'no',
                })}
              </p>
            </div>
            {canRevoke ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming(report)}
                aria-label={t(m.revokeReport, { name: report.name })}
              >
                {t(m.revoke)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(m.revokeConfirm)}
        description={
          confirming
            ? t(m.revokeDescription, { name: confirming.name })
            : t(m.revokeDescriptionUnnamed)
        }
        confirmLabel={t(m.revoke)}
        pendingLabel={t(m.revoking)}
        destructive
        pending={revoke.isPending}
        onConfirm={() => {
          if (!confirming) return;
          revoke.mutate(confirming, { onSettled: () => setConfirming(null) });
        }}
      />
    </>
  );
}
