import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';
/** The completion funnel: views → starts → completions, with what each step loses. */

export interface FunnelCounts {
  views: number;
  starts: number;
  completions: number;
}

export interface FunnelStep {
  key: keyof FunnelCounts;
  label: string;
  count: number;
  /** Share of the first step with a count (0-100), for the bar length; null when nothing to compare. */
  ofTop: number | null;
  /**
   * Percent lost since the step before (0-100, one decimal); null for the first step or when the
   * step before is 0. Never negative: the server keeps each step at least the next one, and this
   * holds the line should figures from elsewhere ever disagree.
   */
  dropOff: number | null;
}

const LABELS: Record<keyof FunnelCounts, string> = {
  views: m.funnelViews,
  starts: m.funnelStarts,
  completions: m.funnelCompletions,
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Percent lost from `from` to `to`; null when `from` is 0. */
export function dropOffPercent(from: number, to: number): number | null {
  if (from <= 0) return null;
  return Math.max(0, round1(((from - to) / from) * 100));
}

/** Completions per start (0-100, one decimal), or null with no starts. */
export function completionRate(funnel: FunnelCounts): number | null {
  if (funnel.starts <= 0) return null;
  return Math.min(100, round1((funnel.completions / funnel.starts) * 100));
}

export function funnelSteps(funnel: FunnelCounts): FunnelStep[] {
  const keys = ['views', 'starts', 'completions'] as const;
  const top = Math.max(funnel.views, funnel.starts, funnel.completions);
  return keys.map((key, index) => {
    const previous = index > 0 ? keys[index - 1] : undefined;
    return {
      key,
      label: t(LABELS[key]),
      count: funnel[key],
      ofTop: top > 0 ? round1((funnel[key] / top) * 100) : null,
      dropOff: previous ? dropOffPercent(funnel[previous], funnel[key]) : null,
    };
  });
}

/** "12.5%" or "—" when there is nothing to compare. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value}%`;
}
