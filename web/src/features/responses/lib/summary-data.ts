/** Turning the summary API's per-question figures into what the cards draw and tabulate. */
import type { QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { formatAnswer } from './format-answer';

export type SummaryKind = 'nps' | 'numeric' | 'choice' | 'grid' | 'ranking' | 'recent';

/** Which card a summary gets, from the figures the server sent for its type. */
export function summaryKind(summary: QuestionSummary): SummaryKind {
  if (summary.nps) return 'nps';
  if (summary.grid) return 'grid';
  if (summary.positions) return 'ranking';
  if (summary.average !== undefined) return 'numeric';
  if (summary.counts) return 'choice';
  return 'recent';
}

/** A counted value as the respondent saw it: YES_NO counts arrive as "true"/"false". */
export function countLabel(value: string, question?: Question): string {
  if (question?.type === 'YES_NO' && (value === 'true' || value === 'false'))
    return formatAnswer(value === 'true', question);
  return value;
}

export interface GridTable {
  rows: string[];
  columns: string[];
  /** counts[row][column] */
  counts: number[][];
  max: number;
}

/**
 * The row × column counts as a full table: rows and columns in the question's own order, then
 * any value the answers hold that the question no longer lists.
 */
export function gridTable(
  cells: readonly { row: string; column: string; count: number }[],
  question?: Pick<Question, 'matrixRows' | 'matrixCols'>,
): GridTable {
  const ordered = (declared: readonly string[] | null | undefined, seen: string[]) => {
    const out = [...(declared ?? [])];
    for (const value of seen) if (!out.includes(value)) out.push(value);
    return out;
  };
  const rows = ordered(
    question?.matrixRows,
    cells.map((c) => c.row),
  );
  const columns = ordered(
    question?.matrixCols,
    cells.map((c) => c.column),
  );
  const counts = rows.map(() => columns.map(() => 0));
  let max = 0;
  for (const cell of cells) {
    const r = rows.indexOf(cell.row);
    const c = columns.indexOf(cell.column);
    const line = counts[r];
    if (!line || c < 0) continue;
    line[c] = (line[c] ?? 0) + cell.count;
    max = Math.max(max, line[c] ?? 0);
  }
  return { rows, columns, counts, max };
}

/** Shading step 0-4 for a heat-map cell (0 for none). */
export function heatLevel(count: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(4, Math.ceil((count / max) * 4))) as 1 | 2 | 3 | 4;
}

/** "4.25" → "4.25", null → "—". */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(value);
}

export interface CountRow {
  value: string;
  count: number;
  percent: number;
}

/** The whole answer scale of a scored question (NPS 0-10, a rating's 1-max, a scale's range). */
export function scaleRange(question?: Question): { min: number; max: number; step: number } | null {
  if (!question) return null;
  const setting = (key: string, fallback: number) => {
    const value = question.settings[key];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
  };
  switch (question.type) {
    case 'NPS':
    case 'NPS_RATING':
      return { min: 0, max: 10, step: 1 };
    case 'RATING':
      return { min: 1, max: setting('max', 5), step: 1 };
    case 'SCALE':
      return {
        min: question.scaleMin ?? 1,
        max: question.scaleMax ?? 10,
        step: setting('step', 1),
      };
    default:
      return null;
  }
}

/**
 * A scored question's distribution over its whole scale, values nobody picked included (at 0), so
 * the bars sit where they belong. Values off the scale (the question was edited) are kept.
 */
export function distributionRows(counts: readonly CountRow[], question?: Question): CountRow[] {
  const range = scaleRange(question);
  if (!range || range.max < range.min || (range.max - range.min) / range.step > 100)
    return [...counts];
  const byValue = new Map(counts.map((row) => [Number(row.value), row]));
  const rows: CountRow[] = [];
  for (let v = range.min; v <= range.max; v += range.step)
    rows.push(byValue.get(v) ?? { value: String(v), count: 0, percent: 0 });
  const onScale = new Set(rows.map((row) => row.value));
  const off = counts.filter((row) => !onScale.has(String(Number(row.value))));
  return [...rows, ...off].sort((a, b) => Number(a.value) - Number(b.value));
}
