import { ChartColumn, Table2 } from 'lucide-react';
import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

export type DataCell = string | number;

export interface DataTableData {
  columns: readonly string[];
  rows: readonly (readonly DataCell[])[];
}

export interface ChartFigureProps {
  /** What the chart shows; the table's caption. */
  label: string;
  /** The drawing, usually a lazily loaded chart. It is hidden from assistive technology. */
  chart: ReactNode;
  /** The same numbers as a table: read by screen readers, shown on request. */
  data: DataTableData;
  /**
   * Height of the drawing in pixels, kept while it loads so nothing jumps. Charts that fill their
   * box need one; drawings with a natural height (plain HTML bars) leave it out.
   */
  height?: number;
  className?: string;
}

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A chart with its accessible alternative: the drawing is decorative (aria-hidden) and the same
 * numbers sit in a real <table>, visually hidden until "Show table" is pressed. If the chart's
 * code cannot load, the table shows instead.
 */
export function ChartFigure({ label, chart, data, height, className }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const table = (visible: boolean) => (
    <DataTable id={tableId} caption={label} data={data} visuallyHidden={!visible} />
  );

  return (
    <figure className={cn('grid gap-2', className)}>
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? <ChartColumn aria-hidden="true" /> : <Table2 aria-hidden="true" />}
          {showTable ? t(m.showChart) : t(m.showTable)}
          <span className="sr-only">{t(m.chartLabelSuffix, { label })}</span>
        </Button>
      </div>
      {showTable ? (
        table(true)
      ) : (
        <ChartBoundary fallback={table(true)}>
          <div
            aria-hidden="true"
            className="w-full min-w-0"
            style={height === undefined ? undefined : { height }}
          >
            <Suspense fallback={<Skeleton className="h-full min-h-24 w-full" />}>{chart}</Suspense>
          </div>
          {table(false)}
        </ChartBoundary>
      )}
    </figure>
  );
}

/** A compact data table (numbers right-aligned), optionally for assistive technology only. */
export function DataTable({
  id,
  caption,
  data,
  visuallyHidden = false,
}: {
  id?: string;
  caption: string;
  data: DataTableData;
  visuallyHidden?: boolean;
}) {
  return (
    <div className={visuallyHidden ? 'sr-only' : 'overflow-x-auto'}>
      <table id={id} className="w-full border-collapse text-sm">
        <caption className="pb-2 text-left text-xs text-muted-foreground">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {data.columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={cn('px-2 py-1.5 font-medium', i === 0 ? 'text-left' : 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, r) => (
            <tr key={r} className="border-b border-border last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-1.5 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-2 py-1.5 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
