/**
 * Which questions a summary covers, and how it reads their choices (issue 30 item 4). With
 * `?version=n`: that published version's questions, its answers read as worded. Across all
 * versions: every question any version had (a removed one marked with the version that removed
 * it), and a choice answer read as its option, by id (core's optionCatalog, ADR 037): "Red"
 * answered before the option was renamed "Crimson" counts as "Crimson", once.
 */
import type { Question } from '@core/form/definition';
import { gridCols, gridRows, optionCatalog } from '@core/form/option-identity';
import { type ColumnQuestion, questionsAcrossVersions } from '@core/form/questions-across-versions';
import type { Db } from '../../db/database';
import { loadQuestions } from '../forms/form-mapping';
import { publishedVersionQuestions, versionQuestions } from './export-columns';

/** An answered value's label under its option's newest wording (itself when not an option). */
export type ChoiceLabels = ReadonlyMap<string, (value: string) => string>;
/** A grid answer's row and column under their newest wording, by question. */
export type GridLabels = ReadonlyMap<
  string,
  { row: (value: string) => string; col: (value: string) => string }
>;

export interface SummaryQuestions {
  columns: ColumnQuestion[];
  labels: ChoiceLabels;
  gridLabels: GridLabels;
}

/** How a labelled list's values read across its versions (newest first): by id, newest label. */
function newestLabel(versions: Parameters<typeof optionCatalog>[0]) {
  const { options, idOf } = optionCatalog(versions);
  const labelById = new Map(options.map((option) => [option.id, option.label]));
  return (value: string) => {
    const id = idOf(value);
    return (id !== null && labelById.get(id)) || value;
  };
}

/**
 * For each question with options, and each grid's rows and columns, how its answers read across
 * `wordings` (newest first).
 */
function choiceLabels(columns: readonly ColumnQuestion[], wordings: readonly Question[][]) {
  const labels = new Map<string, (value: string) => string>();
  const gridLabels = new Map<string, { row: (v: string) => string; col: (v: string) => string }>();
  for (const { question } of columns) {
    const versions = wordings.flatMap((qs) => qs.filter((q) => q.id === question.id));
    if (question.options) labels.set(question.id, newestLabel(versions));
    if (question.matrixRows) {
      gridLabels.set(question.id, {
        row: newestLabel(versions.map(gridRows)),
        col: newestLabel(versions.map(gridCols)),
      });
    }
  }
  return { labels, gridLabels };
}

export async function summaryQuestions(
  db: Db,
  formId: string,
  version: number | undefined,
): Promise<SummaryQuestions> {
  if (version !== undefined) {
    const questions = await versionQuestions(db, formId, version);
    return {
      columns: questions.map((question) => ({ question, removedIn: null })),
      labels: new Map(),
      gridLabels: new Map(),
    };
  }
  const [current, versions] = await Promise.all([
    loadQuestions(db, formId),
    publishedVersionQuestions(db, formId),
  ]);
  const columns = questionsAcrossVersions(current, versions);
  const newestFirst = [current, ...[...versions].reverse().map((v) => [...v.questions])];
  return { columns, ...choiceLabels(columns, newestFirst) };
}

/**
 * Count rows merged by label (`labelOf` of each value), most chosen first as the database
 * returned them; two wordings of one option become one row with their counts added.
 */
export function mergeByLabel<T extends { value: string; count: number }>(
  rows: readonly T[],
  labelOf: ((value: string) => string) | undefined,
): T[] {
  if (!labelOf) return [...rows];
  const merged = new Map<string, T>();
  for (const row of rows) {
    const value = labelOf(row.value);
    const before = merged.get(value);
    merged.set(value, before ? { ...before, count: before.count + row.count } : { ...row, value });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}

/**
 * A ranking's average positions merged by label: each wording's average weighs as many times as
 * it was ranked, so "Red" before its rename and "Crimson" after are one option's average.
 */
export function mergePositionsByLabel(
  rows: readonly { value: string; position: number; count: number }[],
  labelOf: ((value: string) => string) | undefined,
): { value: string; position: number; count: number }[] {
  const merged = new Map<string, { value: string; weighted: number; count: number }>();
  for (const row of rows) {
    const value = labelOf ? labelOf(row.value) : row.value;
    const before = merged.get(value) ?? { value, weighted: 0, count: 0 };
    merged.set(value, {
      value,
      weighted: before.weighted + row.position * row.count,
      count: before.count + row.count,
    });
  }
  return [...merged.values()]
    .map(({ value, weighted, count }) => ({ value, count, position: count ? weighted / count : 0 }))
    .sort((a, b) => a.position - b.position || a.value.localeCompare(b.value));
}

/**
 * A grid's cell counts merged by label: a row or column renamed between versions (by id, ADR 037
 * addendum) is one row or column under its newest label, its counts added.
 */
export function mergeCellsByLabel<T extends { row: string; column: string; count: number }>(
  cells: readonly T[],
  labels: { row: (value: string) => string; col: (value: string) => string } | undefined,
): T[] {
  if (!labels) return [...cells];
  const merged = new Map<string, T>();
  for (const cell of cells) {
    const row = labels.row(cell.row);
    const column = labels.col(cell.column);
    const key = JSON.stringify([row, column]);
    const before = merged.get(key);
    merged.set(
      key,
      before ? { ...before, count: before.count + cell.count } : { ...cell, row, column },
    );
  }
  return [...merged.values()];
}
