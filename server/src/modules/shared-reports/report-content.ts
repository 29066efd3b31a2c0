/**
 * What a shared report shows (issue 32, item 5, ADR 053): the form's summary under the report's
 * saved filters, its trend by month (report-trend.ts) and its chosen cross-tabs, computed by the same code as the responses page
 * (summarize-questions.ts, crosstab.ts, result-filters/). What it never shows: individual
 * responses, and any answer that can name or reach a person (e-mail addresses, phone numbers,
 * files, signatures, locations, payments, hidden fields, dates and links). Free-text answers
 * (short and long text, and text typed under "Other") only when the owner opted in; otherwise
 * "Other" text is counted as one row.
 */
import type { CrosstabResponse } from '@core/api/crosstab';
import type { QuestionSummary } from '@core/api/responses';
import type { ReportFilters } from '@core/api/shared-reports';
import type { Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { getQuestionType } from '@core/question-types/registry';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import { ensureAnswerRollup, isSummarised } from '../responses/answer-rollup';
import { crossable, crosstab } from '../responses/crosstab';
import {
  checkResultFilters,
  isFiltered,
  scopePredicate,
} from '../responses/result-filters/result-scope';
import { withValueSets } from '../responses/result-filters/value-sets';
import { summarizeQuestions } from '../responses/summarize-questions';
import { summaryQuestions } from '../responses/summary-versions';
import { type ReportTrend, reportTrend } from './report-trend';

/** Summaries counted over answers (choices, scores, grids, rankings): shown to anyone. */
const AGGREGATE_KINDS = new Set(['counts', 'selections', 'numbers', 'grid', 'ranking']);
/** The only answers listed as text, and only when the report includes texts. */
const FREE_TEXT: ReadonlySet<QuestionType> = new Set(['SHORT_TEXT', 'LONG_TEXT']);

/** The label standing for every answer a question does not offer, when texts are left out. */
export const OTHER_ANSWERS = 'Other answers';

export interface ReportCrosstab {
  row: string;
  column: string;
}

export interface ReportContent {
  totalResponses: number;
  questions: QuestionSummary[];
  crosstabs: CrosstabResponse[];
  trend: ReportTrend;
}

/** Whether a question appears on a report at all. */
export function shownOnReport(q: Question, includeTexts: boolean): boolean {
  if (!isSummarised(q)) return false;
  if (AGGREGATE_KINDS.has(getQuestionType(q.type).summary)) return true;
  return includeTexts && FREE_TEXT.has(q.type);
}

/** Checks a new report's filters and cross-tabs against the form (400 naming the problem). */
export async function checkReport(
  db: Db,
  formId: string,
  filters: ReportFilters,
  crosstabs: readonly ReportCrosstab[],
): Promise<void> {
  const questions = await loadQuestions(db, formId);
  // The saved filters have the summary's query shape, as JSON values.
  checkResultFilters(questions, filters);
  crosstabs.forEach((pair, i) => {
    try {
      crossable(questions, pair.row, 'row');
      crossable(questions, pair.column, 'column');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(400, error.code, `crosstabs.${i}: ${error.message}`, {
        errors: { [`crosstabs.${i}`]: error.message },
      });
    }
  });
}

/** Free text left out: every value the question does not offer becomes one "Other answers" row. */
function withoutTyped(summary: QuestionSummary): QuestionSummary {
  if (!summary.counts) return summary;
  const listed = summary.counts.filter((row) => row.listed !== false);
  const typed = summary.counts.filter((row) => row.listed === false);
  if (typed.length === 0) return summary;
  const count = typed.reduce((sum, row) => sum + row.count, 0);
  const percent = Math.round(typed.reduce((sum, row) => sum + row.percent, 0) * 10) / 10;
  return {
    ...summary,
    counts: [...listed, { value: OTHER_ANSWERS, count, percent, listed: false }],
  };
}

/** Only the text of recent answers: no response ids, files or coordinates. */
function textsOnly(summary: QuestionSummary): QuestionSummary {
  if (!summary.recent) return summary;
  return {
    ...summary,
    recent: summary.recent.map((r) => ({ responseId: '', text: r.text, createdAt: r.createdAt })),
  };
}

/** A cross-tab's values the question does not offer, merged into "Other answers". */
function mergeTyped(table: CrosstabResponse, questions: readonly Question[]): CrosstabResponse {
  const offered = (id: string) => {
    const q = questions.find((x) => x.id === id);
    const choices = q ? getQuestionType(q.type).choices(q) : null;
    return choices ? new Set(choices.values) : null;
  };
  const rowSet = offered(table.row.questionId);
  const colSet = offered(table.column.questionId);
  const label = (set: Set<string> | null, value: string) =>
    set && !set.has(value) ? OTHER_ANSWERS : value;
  const merge = <T extends { value: string; count: number }>(
    set: Set<string> | null,
    list: T[],
  ) => {
    const out = new Map<string, number>();
    for (const item of list) {
      const key = label(set, item.value);
      out.set(key, (out.get(key) ?? 0) + item.count);
    }
    return [...out].map(([value, count]) => ({ value, count }));
  };
  const rowTotals = merge(rowSet, table.rowTotals);
  const columnTotals = merge(colSet, table.columnTotals);
  const pairs = new Map<string, number>();
  for (const cell of table.cells) {
    const key = JSON.stringify([label(rowSet, cell.row), label(colSet, cell.column)]);
    pairs.set(key, (pairs.get(key) ?? 0) + cell.count);
  }
  const cells = rowTotals.flatMap((r) =>
    columnTotals.map((c) => {
      const count = pairs.get(JSON.stringify([r.value, c.value])) ?? 0;
      const percent = r.count === 0 ? 0 : Math.round((count / r.count) * 1000) / 10;
      return { row: r.value, column: c.value, count, percent };
    }),
  );
  return { ...table, cells, rowTotals, columnTotals };
}

/**
 * The report's figures. Throws the filters' 400 when the form has changed so that a saved
 * condition no longer fits it (the caller shows that instead of unfiltered results). A chosen
 * cross-tab whose question has gone is left out.
 */
export async function buildReportContent(
  db: Db,
  form: { id: string; languages: unknown },
  report: { filters: ReportFilters; crosstabs: readonly ReportCrosstab[]; includeTexts: boolean },
): Promise<ReportContent> {
  const formId = form.id;
  // Across versions, a renamed option, grid row or column counts once under its newest label.
  const [allQuestions, { labels, gridLabels }] = await Promise.all([
    loadQuestions(db, formId),
    summaryQuestions(db, formId, undefined),
  ]);
  const query = report.filters;
  const filters = await withValueSets(db, formId, checkResultFilters(allQuestions, query, form));
  const shown = allQuestions.filter((q) => shownOnReport(q, report.includeTexts));
  const filtered = isFiltered(filters);
  if (!filtered) await ensureAnswerRollup(db, formId, allQuestions.filter(isSummarised));
  const scope = filtered ? scopePredicate(filters) : null;
  const [{ total, summaries }, trend] = await Promise.all([
    summarizeQuestions(db, formId, shown, scope, labels, gridLabels),
    reportTrend(db, formId, shown, scope),
  ]);
  const tables: CrosstabResponse[] = [];
  for (const pair of report.crosstabs) {
    try {
      tables.push(await crosstab(db, form, allQuestions, { ...query, ...pair }, labels));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  const tidy = (s: QuestionSummary) => (report.includeTexts ? textsOnly(s) : withoutTyped(s));
  return {
    totalResponses: total,
    questions: summaries.map(tidy),
    crosstabs: report.includeTexts ? tables : tables.map((t) => mergeTyped(t, allQuestions)),
    trend,
  };
}
