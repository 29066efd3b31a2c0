/**
 * Which questions a summary covers, and how it reads their choices (issue 30 item 4). With
 * `?version=n`: that published version's questions, its answers read as worded. Across all
 * versions: every question any version had (a removed one marked with the version that removed
 * it), and a choice answer read as its option, by id (core's optionCatalog, ADR 037): "Red"
 * answered before the option was renamed "Crimson" counts as "Crimson", once.
 */
import type { Question } from '@core/form/definition';
import { optionCatalog } from '@core/form/option-identity';
import { type ColumnQuestion, questionsAcrossVersions } from '@core/form/questions-across-versions';
import type { Db } from '../../db/database';
import { loadQuestions } from '../forms/form-mapping';
import { publishedVersionQuestions, versionQuestions } from './export-columns';

/** An answered value's label under its option's newest wording (itself when not an option). */
export type ChoiceLabels = ReadonlyMap<string, (value: string) => string>;

export interface SummaryQuestions {
  columns: ColumnQuestion[];
  labels: ChoiceLabels;
}

/** For each question with options, how its answers read across `wordings` (newest first). */
function choiceLabels(columns: readonly ColumnQuestion[], wordings: readonly Question[][]) {
  const labels = new Map<string, (value: string) => string>();
  for (const { question } of columns) {
    if (!question.options) continue;
    const versions = wordings.flatMap((qs) => qs.filter((q) => q.id === question.id));
    const { options, idOf } = optionCatalog(versions);
    const labelById = new Map(options.map((option) => [option.id, option.label]));
    labels.set(question.id, (value) => {
      const id = idOf(value);
      return (id !== null && labelById.get(id)) || value;
    });
  }
  return labels;
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
    };
  }
  const [current, versions] = await Promise.all([
    loadQuestions(db, formId),
    publishedVersionQuestions(db, formId),
  ]);
  const columns = questionsAcrossVersions(current, versions);
  const newestFirst = [current, ...[...versions].reverse().map((v) => [...v.questions])];
  return { columns, labels: choiceLabels(columns, newestFirst) };
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
