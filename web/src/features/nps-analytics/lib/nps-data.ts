/** NPS figures for display: scores, shares and the trend line. */
import type { npsResponseSchema } from '@core/api/responses';
import type { z } from 'zod';
import { t } from '@/lib/app-messages/app-messages';
import { formatDateUtc, formatDayUtc, formatMonthUtc } from '@/lib/format-date';
import { npsAnalyticsMessages as m } from '../messages';

export type NpsResponse = z.infer<typeof npsResponseSchema>;
export type NpsQuestion = NpsResponse['questions'][number];
export type NpsInterval = 'week' | 'month';

export interface TrendPoint {
  /** ISO timestamp of the period's start (UTC). */
  period: string;
  answers: number;
  /** null for a period without answers. */
  score: number | null;
}

/** A score as people read it: one decimal at most, "—" when there are no answers (0 is a score). */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '—';
  return new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(score);
}

/** A share in percent, "—" when nobody answered (0% would claim there were answers). */
export function formatShare(percent: number, answers: number): string {
  return answers > 0 ? `${formatScore(percent)}%` : '—';
}

/** The distinct forms in the data, for the form filter, by title. */
export function formsIn(questions: readonly NpsQuestion[]): { id: string; title: string }[] {
  const forms = new Map<string, string>();
  for (const q of questions) if (!forms.has(q.formId)) forms.set(q.formId, q.formTitle);
  return [...forms]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

const MAX_POINTS = 260;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The start of the period after `at`, close enough for `near` below: a week later, or the first of
 * the next month (read two days in, which is safely inside the month in any time zone).
 */
function nextPeriod(at: number, interval: NpsInterval): number {
  if (interval === 'week') return at + 7 * DAY_MS;
  const inside = new Date(at + 2 * DAY_MS);
  return Date.UTC(inside.getUTCFullYear(), inside.getUTCMonth() + 1, 1);
}

/**
 * One trend line across the given questions: per period, the answers add up and the score is the
 * answer-weighted mean of the questions' scores (score × answers is promoters − detractors, so
 * this is the NPS of all those answers together). Periods without answers between the first and
 * the last are filled in with no score, so the line shows the gap instead of bridging it.
 */
export function combineTrends(
  questions: readonly Pick<NpsQuestion, 'trend'>[],
  interval: NpsInterval,
): TrendPoint[] {
  const totals = new Map<number, { answers: number; weighted: number }>();
  for (const q of questions) {
    for (const point of q.trend) {
      const at = Date.parse(point.period);
      if (Number.isNaN(at)) continue;
      const entry = totals.get(at) ?? { answers: 0, weighted: 0 };
      if (point.score !== null && point.answers > 0) {
        entry.answers += point.answers;
        entry.weighted += point.score * point.answers;
      }
      totals.set(at, entry);
    }
  }
  const times = [...totals.keys()].sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  if (first === undefined || last === undefined) return [];

  const point = (at: number): TrendPoint => {
    const entry = totals.get(at);
    const answers = entry?.answers ?? 0;
    return {
      period: new Date(at).toISOString(),
      answers,
      score: entry && answers > 0 ? Math.round((entry.weighted / answers) * 10) / 10 : null,
    };
  };
  // Periods start at local midnight of the database's time zone, so a stepped date is matched to
  // a known period within a day or two rather than to the millisecond.
  const near = (at: number) => times.find((t) => Math.abs(t - at) < 2 * DAY_MS);
  const points: TrendPoint[] = [];
  const used = new Set<number>();
  for (let at = first; at <= last + DAY_MS && points.length < MAX_POINTS;) {
    const known = near(at);
    if (known !== undefined) used.add(known);
    points.push(known !== undefined ? point(known) : point(at));
    at = nextPeriod(known ?? at, interval);
  }
  for (const at of times) if (!used.has(at)) points.push(point(at));
  return points.sort((a, b) => Date.parse(a.period) - Date.parse(b.period));
}

/** "Mar 2026" for a month, "Week of Mar 2, 2026" for a week (periods start on UTC midnights). */
export function formatPeriod(period: string, interval: NpsInterval): string {
  const text = interval === 'month' ? formatMonthUtc(period) : formatDateUtc(period);
  if (!text) return period;
  return interval === 'month' ? text : t(m.weekOf, { date: text });
}

/** The short axis label: "Mar 26" or "Mar 2". */
export function formatPeriodShort(period: string, interval: NpsInterval): string {
  const text =
    interval === 'month' ? formatMonthUtc(period, { short: true }) : formatDayUtc(period);
  return text || period;
}
