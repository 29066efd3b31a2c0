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

const views = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'view' : 'views'}`;
const created = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The form's shared reports with their view counts; editors may revoke each (after a confirm). */
export function ReportList({ formId, canRevoke }: { formId: string; canRevoke: boolean }) {
  const reports = useQuery(reportsQuery(formId));
  const revoke = useRevokeReport(formId);
  const [confirming, setConfirming] = useState<ReportItem | null>(null);

  if (reports.isPending) {
    return (
      <div role="status" aria-label="Loading shared reports…" className="grid gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (reports.isError) {
    return (
      <ErrorState
        headingLevel="h3"
        title="Couldn't load the shared reports"
        description="Check your connection and try again."
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
        title="No shared reports yet"
        description="A shared report lets people without an account read this form's summary."
      />
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label="Shared reports">
        {items.map((report) => (
          <li
            key={report.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{report.name}</p>
              <p className="text-sm text-muted-foreground">
                {views(report.viewCount)} · shared {created(report.createdAt)}
                {report.includeTexts ? ' · with free-text answers' : ''}
              </p>
            </div>
            {canRevoke ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setConfirming(report)}
                aria-label={`Revoke ${report.name}`}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Revoke this report?"
        description={`The link to ${confirming?.name ?? 'the report'} stops working at once, for everyone who has it. This cannot be undone.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
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
