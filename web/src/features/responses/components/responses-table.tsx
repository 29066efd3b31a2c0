import type { ResponseItem } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import type { MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/lib/format-date';
import type { ResponseStatus } from '../lib/filters';
import { formatAnswer } from '../lib/format-answer';
import { responsesMessages as m } from '../messages';

/** Shown where there is no value: a dash, no word. */
const NO_VALUE = '—';

export interface ResponsesTableProps {
  items: readonly ResponseItem[];
  /** One column each, in form order. */
  questions: readonly Question[];
  status: ResponseStatus;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  /** Opens a response; `trigger` is where focus goes back when it closes. */
  onOpen: (item: ResponseItem, trigger: HTMLElement | null) => void;
  /** True while the rows are being read again (a new filter, after a delete). */
  busy?: boolean;
}

const cellText = 'max-w-64 truncate px-3 py-2.5 align-top';

/** A click anywhere on a row opens it, except on the row's own controls. */
function isControl(target: EventTarget) {
  return target instanceof Element && target.closest('a, button, input, label') !== null;
}

/**
 * Responses as a table, a column per question. It scrolls sideways inside its own region on
 * narrow screens. Each row's date is a button that opens the detail; the whole row is clickable
 * for pointer users too.
 */
export function ResponsesTable({
  items,
  questions,
  status,
  selectable,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  busy = false,
}: ResponsesTableProps) {
  const chosen = items.filter((item) => selected.has(item.id)).length;
  const partial = status === 'partial';

  return (
    <div
      role="region"
      aria-label={t(m.tableRegion)}
      aria-busy={busy || undefined}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-xl border border-border bg-card transition-opacity',
        busy && 'opacity-70',
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          {t(m.tableCaption, { partial: partial ? 'yes' : 'no' })}
        </caption>
        <thead className="bg-subtle text-left">
          <tr className="border-b border-border">
            {selectable ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                <Checkbox
                  aria-label={t(m.selectAll)}
                  checked={items.length > 0 && chosen === items.length}
                  indeterminate={chosen > 0 && chosen < items.length}
                  onChange={(e) => onToggleAll(e.target.checked)}
                />
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
              {partial ? t(m.lastUpdated) : t(m.submittedAt)}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
              {t(m.completed)}
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium whitespace-nowrap">
              {t(m.referrer)}
            </th>
            {questions.map((q) => (
              <th
                key={q.id}
                scope="col"
                className="max-w-64 min-w-32 truncate px-3 py-2.5 font-medium"
                title={q.title}
              >
                {q.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const when = formatDateTime(partial ? item.updatedAt : item.createdAt);
            const isSelected = selected.has(item.id);
            return (
              <tr
                key={item.id}
                onClick={(e: MouseEvent<HTMLTableRowElement>) => {
                  if (isControl(e.target)) return;
                  onOpen(item, e.currentTarget.querySelector<HTMLElement>('[data-open-response]'));
                }}
                className={cn(
                  'cursor-pointer border-b border-border last:border-0 hover:bg-muted/60',
                  isSelected && 'bg-primary-soft/60',
                )}
              >
                {selectable ? (
                  <td className="px-3 py-2.5 align-top">
                    <Checkbox
                      aria-label={t(m.selectResponse, { when })}
                      checked={isSelected}
                      onChange={(e) => onToggle(item.id, e.target.checked)}
                    />
                  </td>
                ) : null}
                <td className="px-3 py-2 align-top whitespace-nowrap">
                  <button
                    type="button"
                    data-open-response=""
                    onClick={(e) => onOpen(item, e.currentTarget)}
                    className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <span className="sr-only">{t(m.openResponseFrom)}</span>
                    {when}
                  </button>
                </td>
                <td className="px-3 py-2.5 align-top whitespace-nowrap">
                  {item.kind === 'draft' ? (
                    <Badge variant="outline">{t(m.draft)}</Badge>
                  ) : item.completed ? (
                    t(m.yes)
                  ) : (
                    t(m.no)
                  )}
                </td>
                <td className={cn(cellText, 'text-muted-foreground')} title={item.referrer ?? ''}>
                  {item.referrer ?? NO_VALUE}
                </td>
                {questions.map((q) => {
                  const text = formatAnswer(item.answers[q.id], q);
                  return (
                    <td key={q.id} className={cellText} title={text || undefined}>
                      {text === '' ? (
                        <span className="text-muted-foreground">
                          <span aria-hidden="true">{NO_VALUE}</span>
                          <span className="sr-only">{t(m.noAnswer)}</span>
                        </span>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while the first page loads. */
export function ResponsesTableSkeleton() {
  return (
    <div
      role="status"
      aria-label={t(m.loadingResponses)}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
    >
      <Skeleton className="h-6 w-full" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-9 w-full" />
      ))}
    </div>
  );
}
