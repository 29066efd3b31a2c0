/** Turning the summary API's per-question figures into what the cards draw and tabulate. */
import type { QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { formatAnswer } from './format-answer';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

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

/**
 * A counted value as the respondent saw it: YES_NO counts arrive as "true"/"false". A value the
 * question no longer offers (`listed: false`: an option removed or renamed since, or typed under
 * "Other") says so.
 */
export function countLabel(
  row: { value: string; listed?: boolean | undefined },
  question?: Question,
): string {
  const { value } = row;
  const label =
    question?.type === 'YES_NO' && (value === 'true' || value === 'false')
      ? formatAnswer(value === 'true', question)
      : value;
  return row.listed === false ? t(m.unlisted, { label }) : label;
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
