import { cn } from '@/lib/utils';

export interface StackedBarSegment {
  label: string;
  /** Share of the whole, 0-100. */
  percent: number;
  /** Background colour class, e.g. "bg-success". */
  className: string;
}

/**
 * One horizontal bar split into shares (for example promoters, passives, detractors). Decorative:
 * pair it with the same numbers in text or a table, which is what assistive technology reads.
 */
export function StackedBar({
  segments,
  className,
}: {
  segments: readonly StackedBarSegment[];
  className?: string;
}) {
  const total = segments.reduce((sum, s) => sum + Math.max(0, s.percent), 0);
  return (
    <div
      aria-hidden="true"
      className={cn('flex h-3 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      {total > 0
        ? segments.map((segment) =>
            segment.percent > 0 ? (
              <div
                key={segment.label}
                className={cn('h-full', segment.className)}
                style={{ width: `${(segment.percent / total) * 100}%` }}
              />
            ) : null,
          )
        : null}
    </div>
  );
}
