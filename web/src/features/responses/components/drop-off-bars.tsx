import { useId } from 'react';
import { ChartFigure } from '@/components/ui/chart-figure';
import { dropOffPercent, formatPercent } from '../lib/funnel';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export interface DropOffRow {
  key: string;
  label: string;
  reached: number;
  left: number;
  /** Per question: how many answered it (a page has no such figure). */
  answered?: number;
}

/**
 * Per step (a page, a question): a bar for the people who reached it (relative to the step most
 * reached) with the part that left there in a second shade, and the same figures as a table.
 * The share is of those who reached the step, so steps can be compared whatever came before.
 */
export function DropOffBars({
  title,
  description,
  label,
  stepColumn,
  rows,
}: {
  title: string;
  description: string;
  /** The chart's accessible name. */
  label: string;
  /** The table's first column ("Page", "Question"). */
  stepColumn: string;
  rows: readonly DropOffRow[];
}) {
  const headingId = useId();
  const top = Math.max(0, ...rows.map((r) => r.reached));
  const withAnswers = rows.some((r) => r.answered !== undefined);
  const shown = rows.map((row) => ({
    ...row,
    leftShare: dropOffPercent(row.reached, row.reached - row.left),
    reachedWidth: top > 0 ? (row.reached / top) * 100 : 0,
    leftWidth: top > 0 ? (row.left / top) * 100 : 0,
  }));
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold">
        {title}
      </h4>
      <p className="text-sm text-muted-foreground">{description}</p>
      <ChartFigure
        label={label}
        data={{
          columns: [
            stepColumn,
            t(m.reached),
            ...(withAnswers ? [t(m.answered)] : []),
            t(m.leftHere),
            t(m.shareWhoLeft),
          ],
          rows: shown.map((r) => [
            r.label,
            r.reached,
            ...(withAnswers ? [r.answered ?? 0] : []),
            r.left,
            formatPercent(r.leftShare),
          ]),
        }}
        chart={
          <ol className="grid content-start gap-3">
            {shown.map((row) => (
              <li key={row.key} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate font-medium">{row.label}</span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {t(m.dropOffFigures, {
                      reached: String(row.reached),
                      hasAnswered: row.answered !== undefined ? 'yes' : 'no',
                      answered: String(row.answered ?? ''),
                      left: String(row.left),
                      share: formatPercent(row.leftShare),
                    })}
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
