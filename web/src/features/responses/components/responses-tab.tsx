import type { ResponseItem } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { FunnelX, Inbox, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SubmitButton } from '@/components/ui/submit-button';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import { useDeleteResponses } from '../api/use-delete-responses';
import { useResponses } from '../api/use-responses';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  noMatchHint,
  type ResponseFilters,
  type ResponseStatus,
} from '../lib/filters';
import { answerColumns } from '../lib/table-columns';
import { responsesMessages as m } from '../messages';
import { ResponseDetailDialog } from './response-detail-dialog';
import { ResponsesTable, ResponsesTableSkeleton } from './responses-table';

export interface ResponsesTabProps {
  formId: string;
  questions: readonly Question[];
  /** What the list asks for (typing settled); the filter bar above the tabs edits them. */
  applied: ResponseFilters;
  onFiltersChange: (filters: ResponseFilters) => void;
  status: ResponseStatus;
  onStatusChange: (status: ResponseStatus) => void;
  /** False for a viewer: no selection, no Delete. */
  canDelete?: boolean;
}

export function ResponsesTab({
  formId,
  questions,
  applied,
  onFiltersChange,
  status,
  onStatusChange,
  canDelete = true,
}: ResponsesTabProps) {
  const list = useResponses(formId, status, applied);
  const remove = useDeleteResponses(formId);
  const columns = useMemo(() => answerColumns(questions), [questions]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState<ResponseItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openResponse = (item: ResponseItem, trigger: HTMLElement | null) => {
    opener.current = trigger;
    setOpen(item);
  };

  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  // Drafts have ids of their own table: they can be looked at, not deleted from here.
  const selectable = status === 'completed' && canDelete;
  const chosen = selectable ? items.filter((item) => selected.has(item.id)) : [];
  const filtered = hasActiveFilters(applied);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(on ? new Set(items.map((i) => i.id)) : new Set());

  const confirmDelete = () =>
    remove.mutate(
      chosen.map((item) => item.id),
      {
        onSuccess: () => {
          setSelected(new Set());
          setConfirming(false);
        },
      },
    );

  let body;
  if (list.isPending) {
    body = <ResponsesTableSkeleton />;
  } else if (list.isError && items.length === 0) {
    body = (
      <ErrorState
        headingLevel="h2"
        title={t(m.loadError)}
        description={t(m.checkConnection)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = filtered ? (
      <EmptyState
        headingLevel="h2"
        icon={FunnelX}
        title={t(m.noMatchTitle)}
        description={noMatchHint(applied)}
        action={
          <Button variant="outline" onClick={() => onFiltersChange(EMPTY_FILTERS)}>
            {t(m.clearFilters)}
          </Button>
        }
      />
    ) : (
      <EmptyState
        headingLevel="h2"
        icon={Inbox}
        title={status === 'partial' ? t(m.noPartialTitle) : t(m.noResponsesTitle)}
        description={status === 'partial' ? t(m.noPartialDescription) : t(m.noResponsesDescription)}
      />
    );
  } else {
    body = (
      <ResponsesTable
        items={items}
        questions={columns}
        status={status}
        selectable={selectable}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onOpen={openResponse}
        busy={list.isFetching && !list.isFetchingNextPage}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <StatusSwitch value={status} onChange={onStatusChange} />
      {status === 'partial' ? (
        <p className="rounded-lg border border-border bg-subtle px-4 py-3 text-sm text-muted-foreground">
          {tRich(m.partialNote, {
            strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
          })}
        </p>
      ) : null}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.isPending
            ? t(m.loadingResponses)
            : t(m.shownCount, {
                count: String(items.length),
                more: list.hasNextPage ? 'yes' : 'no',
                partial: status === 'partial' ? 'yes' : 'no',
                one: items.length === 1 && !list.hasNextPage ? 'yes' : 'no',
                filtered: filtered ? 'yes' : 'no',
              })}
        </p>
        {selectable && chosen.length > 0 ? (
          <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t(m.deleteSelected, { count: chosen.length })}
          </Button>
        ) : null}
      </div>

      {body}

      {list.isError && items.length > 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t(m.loadMoreError)}
        </p>
      ) : null}
      {list.hasNextPage && !list.isPlaceholderData ? (
        <div className="flex justify-center">
          <SubmitButton
            type="button"
            variant="outline"
            pending={list.isFetchingNextPage}
            pendingLabel={t(m.loading)}
            onClick={() => void list.fetchNextPage()}
          >
            {t(m.loadMore)}
          </SubmitButton>
        </div>
      ) : null}

      <ResponseDetailDialog
        formId={formId}
        questions={columns}
        item={open}
        onClose={() => setOpen(null)}
        openerRef={opener}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.deleteConfirm, { count: chosen.length })}
        description={t(m.deleteDescription)}
        confirmLabel={t(m.delete)}
        pendingLabel={t(m.deleting)}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function StatusSwitch({
  value,
  onChange,
}: {
  value: ResponseStatus;
  onChange: (value: ResponseStatus) => void;
}) {
  const options: { value: ResponseStatus; label: string }[] = [
    { value: 'completed', label: t(m.statusSubmitted) },
    { value: 'partial', label: t(m.statusPartial) },
  ];
  return (
    <div
      role="group"
      aria-label={t(m.whichResponses)}
      className="inline-flex w-fit rounded-lg border border-border p-0.5"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium transition-colors duration-(--duration-fast)',
            value === option.value
              ? 'bg-primary-soft text-primary-soft-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
