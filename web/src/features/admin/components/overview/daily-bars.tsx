import { formatDayUtc } from '@/lib/format-date';
import { formatCount } from '../../lib/format';

export interface DailyPoint {
  date: string;
  value: number;
}

/**
 * A small bar chart of one number per day, drawn in SVG (no chart library in the console's chunk).
 * Decorative: ChartFigure hides it from assistive technology and carries the same numbers as a
 * table. The bars stretch to the width; the labels are HTML, so they never scale with it.
 */
export function DailyBars({
  points,
  colorClass,
}: {
  points: readonly DailyPoint[];
  colorClass: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const width = points.length * 10;
  const first = points[0];
  const last = points.at(-1);

  return (
    <div className="flex h-full flex-col gap-1 text-xs text-muted-foreground">
      <div className="flex justify-between">
        <span>{formatCount(max)}</span>
      </div>
      <svg
        viewBox={`0 0 ${Math.max(width, 10)} 100`}
        preserveAspectRatio="none"
        className="min-h-0 w-full flex-1 border-b border-border"
        focusable="false"
      >
        {points.map((point, i) => {
          const height = (point.value / max) * 100;
          return (
            <rect
              key={point.date}
              x={i * 10 + 1.5}
              y={100 - height}
              width={7}
              height={height}
              rx={1}
              className={colorClass}
            />
          );
        })}
      </svg>
      <div className="flex justify-between">
        <span>{first ? formatDayUtc(first.date) : ''}</span>
        <span>{last ? formatDayUtc(last.date) : ''}</span>
      </div>
    </div>
  );
}
