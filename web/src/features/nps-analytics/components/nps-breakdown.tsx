import { StackedBar } from '@/components/ui/stacked-bar';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { formatShare } from '../lib/nps-data';
import { npsAnalyticsMessages as m } from '../messages';

export interface NpsShares {
  answers: number;
  promoters: number;
  passives: number;
  detractors: number;
}

const GROUPS = [
  { key: 'promoters', label: m.promoters, range: '9–10', className: 'bg-success' },
  { key: 'passives', label: m.passives, range: '7–8', className: 'bg-muted-foreground' },
  { key: 'detractors', label: m.detractors, range: '0–6', className: 'bg-destructive' },
] as const;

/** The three shares as a stacked bar (decorative) and a small table with the numbers. */
export function NpsBreakdown({ shares, caption }: { shares: NpsShares; caption: string }) {
  return (
    <div className="grid gap-3">
      <StackedBar
        segments={GROUPS.map((g) => ({
          label: t(g.label),
          percent: shares[g.key],
          className: g.className,
        }))}
      />
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {GROUPS.map((g) => (
            <tr key={g.key}>
              <th scope="row" className="py-1 text-left font-normal">
                <span className={`mr-2 inline-block size-2.5 rounded-full ${g.className}`} />
                {tRich(m.segmentWithRange, {
                  segment: t(g.label),
                  range: g.range,
                  muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                })}
              </th>
              <td className="py-1 text-right font-medium tabular-nums">
                {formatShare(shares[g.key], shares.answers)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
