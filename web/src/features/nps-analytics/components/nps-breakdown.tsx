import { StackedBar } from '@/components/ui/stacked-bar';
import { formatShare } from '../lib/nps-data';

export interface NpsShares {
  answers: number;
  promoters: number;
  passives: number;
  detractors: number;
}

const GROUPS = [
  { key: 'promoters', label: 'Promoters', range: '9–10', className: 'bg-success' },
  { key: 'passives', label: 'Passives', range: '7–8', className: 'bg-muted-foreground' },
  { key: 'detractors', label: 'Detractors', range: '0–6', className: 'bg-destructive' },
] as const;

/** The three shares as a stacked bar (decorative) and a small table with the numbers. */
export function NpsBreakdown({ shares, caption }: { shares: NpsShares; caption: string }) {
  return (
    <div className="grid gap-3">
      <StackedBar
        segments={GROUPS.map((g) => ({
          label: g.label,
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
                {g.label} <span className="text-muted-foreground">({g.range})</span>
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
