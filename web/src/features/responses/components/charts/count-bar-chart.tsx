/**
 * Recharts lives only in this module (and the NPS trend chart), loaded with React.lazy from the
 * analytics screens, so it is a chunk of its own that no other route downloads.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../../messages';

export interface CountDatum {
  label: string;
  count: number;
}

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };
const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Counts per answer as bars: horizontal for choices (long labels read well on the left), vertical
 * for a numeric scale (values along the bottom, in order).
 */
export function CountBarChart({
  data,
  orientation = 'horizontal',
}: {
  data: readonly CountDatum[];
  orientation?: 'horizontal' | 'vertical';
}) {
  const rows = [...data];
  const horizontal = orientation === 'horizontal';
  return (
    <BarChart
      responsive
      style={{ width: '100%', height: '100%' }}
      data={rows}
      layout={horizontal ? 'vertical' : 'horizontal'}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      // The numbers are in the figure's table; the drawing is not a keyboard stop.
      accessibilityLayer={false}
    >
      <CartesianGrid
        stroke="var(--border)"
        horizontal={!horizontal}
        vertical={horizontal}
        strokeDasharray="3 3"
      />
      {horizontal ? (
        <>
          <XAxis type="number" allowDecimals={false} tick={tick} stroke="var(--border)" />
          <YAxis
            type="category"
            dataKey="label"
            width={110}
            tick={tick}
            stroke="var(--border)"
            tickFormatter={(value: string) => shorten(String(value), 16)}
          />
        </>
      ) : (
        <>
          <XAxis dataKey="label" tick={tick} stroke="var(--border)" interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={36} tick={tick} stroke="var(--border)" />
        </>
      )}
      <Tooltip
        cursor={{ fill: 'var(--muted)' }}
        contentStyle={{
          background: 'var(--popover)',
          border: '1px solid var(--border)',
          borderRadius: 8,
          color: 'var(--popover-foreground)',
        }}
      />
      <Bar
        dataKey="count"
        name={t(m.columnResponses)}
        fill="var(--primary)"
        radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
        maxBarSize={36}
        isAnimationActive={false}
      />
    </BarChart>
  );
}
