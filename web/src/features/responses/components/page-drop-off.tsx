import type { FunnelPage } from '@core/api/responses';
import { useId } from 'react';
import { ChartFigure } from '@/components/ui/chart-figure';
import { dropOffPercent, formatPercent } from '../lib/funnel';

/** "Page 2: Details", or "Page 1" when the page (the first one, or an untitled break) has no title. */
export function pageLabel(page: FunnelPage, index: number): string {
  return page.title.trim() ? `Page ${index + 1}: ${page.title}` : `Page ${index + 1}`;
}

/**
 * Multi-page forms: per page, a bar for the people who reached it (relative to the page most
 * reached) with the part that left there in a second shade, and the same figures as a table.
 * The share is of those who reached the page, so the pages can be compared whatever came before.
 */
export function PageDropOff({ pages }: { pages: readonly FunnelPage[] }) {
  const headingId = useId();
  const top = Math.max(0, ...pages.map((p) => p.reached));
  const rows = pages.map((page, index) => ({
    key: page.pageId,
    label: pageLabel(page, index),
    reached: page.reached,
    left: page.left,
    leftShare: dropOffPercent(page.reached, page.reached - page.left),
    reachedWidth: top > 0 ? (page.reached / top) * 100 : 0,
    leftWidth: top > 0 ? (page.left / top) * 100 : 0,
  }));
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold">
        Drop-off by page
      </h4>
      <p className="text-sm text-muted-foreground">
        People who reached each page (an answer on it or a later page, or a submitted response), and
        how many stopped there without submitting.
      </p>
      <ChartFigure
        label="Drop-off by page: people who reached each page and who left there"
        data={{
          columns: ['Page', 'Reached', 'Left here', 'Share who left'],
          rows: rows.map((r) => [r.label, r.reached, r.left, formatPercent(r.leftShare)]),
        }}
        chart={
          <ol className="grid content-start gap-3">
            {rows.map((row) => (
              <li key={row.key} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium">{row.label}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {row.reached} reached · {row.left} left ({formatPercent(row.leftShare)})
                  </span>
                </div>
                <div className="flex h-5 overflow-hidden rounded-md bg-muted">
                  <div
                    className="h-full bg-primary"
                    style={{ width: `${row.reachedWidth - row.leftWidth}%` }}
                  />
                  <div
                    className="h-full bg-destructive/70"
                    style={{ width: `${row.leftWidth}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        }
      />
    </section>
  );
}
