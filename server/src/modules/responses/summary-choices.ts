/**
 * Every choice of a question in its summary (issue 28): the counts read from the rollup hold only
 * what someone answered, so "Dinner" alone came back where the form offers Breakfast, Lunch, Dinner
 * and Drinks. These lay the counted groups over the question's choices (the question type's
 * `choices`, in core): the form's choices first, in its order, at 0 where nobody picked them; then
 * whatever the answers hold that the question no longer offers (an option removed or renamed after
 * people chose it, text typed under "Other"), most chosen first and marked `listed: false`, so no
 * answer disappears from the summary when the form changes.
 */
import type { AnswerChoices } from '@core/question-types/types';

/**
 * `rows` (one per value answered, most chosen first) laid over the choices; `unpicked` makes the
 * row of a choice nobody picked. Without choices (answers given freely), the rows as they are.
 */
export function withEveryChoice<T extends { value: string }>(
  rows: readonly T[],
  choices: AnswerChoices | null,
  unpicked: (value: string) => T,
): (T & { listed?: boolean })[] {
  if (!choices) return [...rows];
  const answered = new Map(rows.map((row) => [row.value, row]));
  const offered = new Set(choices.values);
  return [
    ...[...offered].map((value) => ({ ...(answered.get(value) ?? unpicked(value)), listed: true })),
    ...rows.filter((row) => !offered.has(row.value)).map((row) => ({ ...row, listed: false })),
  ];
}

interface Cell {
  row: string;
  column: string;
  count: number;
}

/** Grid cells: every row × column of the question in order, then cells it no longer has. */
export function withEveryCell(cells: readonly Cell[], choices: AnswerChoices | null): Cell[] {
  if (!choices?.rows) return [...cells];
  const key = (row: string, column: string) => JSON.stringify([row, column]);
  const counted = new Map(cells.map((cell) => [key(cell.row, cell.column), cell]));
  const grid = [...new Set(choices.rows)].flatMap((row) =>
    [...new Set(choices.values)].map(
      (column) => counted.get(key(row, column)) ?? { row, column, count: 0 },
    ),
  );
  const inGrid = new Set(grid.map((cell) => key(cell.row, cell.column)));
  return [...grid, ...cells.filter((cell) => !inGrid.has(key(cell.row, cell.column)))];
}
