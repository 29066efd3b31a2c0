/** Recharts stays in this lazily loaded module (DESIGN.md section 7). */
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { t } from '@/lib/app-messages/app-messages';
import {
  formatPeriod,
  formatPeriodShort,
  type NpsInterval,
  type TrendPoint,
} from '../../lib/nps-data';
import { npsAnalyticsMessages as m } from '../../messages';

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** The score per period on a fixed −100..100 scale, with the zero line marked. */
export function NpsTrendChart({
  points,
  interval,
}: {
  points: readonly TrendPoint[];
  interval: NpsInterval;
}) {
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: '100%' }}
      data={[...points]}
      margin={{ top: 8, right: 16, bottom: 4, left: 0 }}
      // The numbers are in the figure's table; the drawing is not a keyboard stop.
      accessibilityLayer={false}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="period"
        tick={tick}
        stroke="var(--border)"
        tickFormatter={(value: string) => formatPeriodShort(value, interval)}
        interval="preserveStartEnd"
        minTickGap={16}
      />
      <YAxis
        domain={[-100, 100]}
        ticks={[-100, -50, 0, 50, 100]}
        width={40}
        tick={tick}
        stroke="var(--border)"
      />
      <ReferenceLine y={0} stroke="var(--muted-foreground)" />
      <Tooltip
        labelFormatter={(value) => formatPeriod(String(value), interval)}
        contentStyle={{
          background: 'var(--popover)',
          border: '1px solid var(--border)',
          borderRadius: 8,
          color: 'var(--popover-foreground)',
        }}
      />
      <Line
        type="monotone"
        dataKey="score"
        name={t(m.trendSeries)}
        stroke="var(--primary)"
        strokeWidth={2}
        dot={{ r: 3, fill: 'var(--primary)' }}
        connectNulls={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
