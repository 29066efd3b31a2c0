/**
 * The rows every export format writes (CSV, XLSX): the access check, the columns (fixed ones, then
 * one per question any version had, export-columns.ts) and the responses matching the list's filters,
 * as plain text from each question type, read in keyset batches so memory stays flat whatever the
 * size. A file answer's cell names each file with the absolute link of its access-checked download
 * (issue 28), so the file is one click away from the spreadsheet. Formats only encode cells; they
 * never read the database themselves.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fileDownloadPath, responseListQuerySchema } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import { filesOf } from '@core/question-types/shared/file-reference';
import type { QuestionTypeDefinition } from '@core/question-types/types';
import type { Db } from '../../db/database';
import { loadFormFor } from '../../plugins/access';
import { columnTitle } from '@core/form/questions-across-versions';
import { exportColumns } from './export-columns';
import { responseFilters } from './list-responses';
import { queryRows } from './query-rows';
import { checkResultFilters } from './result-filters/result-scope';

/** Filters only: an export is every response that matches, never one page of them. */
export const exportQuerySchema = responseListQuerySchema.omit({
  cursor: true,
  limit: true,
  status: true,
});
type ExportQuery = z.infer<typeof exportQuerySchema>;

/**
 * Rows per query. Measured with bench/export: 1,000-2,000 keep the heap within ~25 MB of its start;
 * at 5,000, a batch lives long enough to leave V8's young generation and the heap grew ~100 MB.
 * The next batch is read while this one is written, so round trips cost little at this size.
 */
const BATCH = 2000;
/** Per column, distinct non-text answers (scores, yes/no) whose plain text is remembered. */
const MEMO_LIMIT = 256;

const FIXED_COLUMNS = ['Response ID', 'Submitted at', 'Completed', 'Referrer'] as const;
/**
 * The last column: the published version each response answered (ADR 036), empty for rows from
 * before versions. Last, so the question columns keep the places they had before versions.
 */
const VERSION_COLUMN = 'Form version';
/** After it, for a form with languages only (ADR 048): the language each response was given in. */
const LANGUAGE_COLUMN = 'Language';

/** A number as JSON and JavaScript print it; anything else in a numeric column stays text. */
const NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/**
 * True for a numeric column's answer that is a plain number. Such a cell is written as a number:
 * a spreadsheet cannot run it, so formula neutralisation (which would turn -5 into text) is for
 * every other cell only.
 */
export function isNumberText(text: string): boolean {
  return NUMBER_TEXT.test(text) && Number.isFinite(Number(text));
}

/** A file answer's cell: each file's name and the absolute URL its download has. */
export interface FileLinks {
  files: { name: string; url: string }[];
}

export type ExportCell = string | FileLinks;

/** A file cell as text: "note.txt (https://…/api/forms/…/files/…)", files joined by ", ". */
export function fileLinksText(cell: FileLinks): string {
  return cell.files.map((file) => `${file.name} (${file.url})`).join(', ');
}

/**
 * The origin export links start with: PUBLIC_URL's, or else the one the request came to (its
 * protocol and Host, as TRUST_PROXY lets a proxy say them), which is the server the owner reached.
 */
export function linkOrigin(request: FastifyRequest): string {
  const { publicUrl } = request.server.config;
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

export interface ExportSource {
  /** A file name without extension, safe inside a quoted content-disposition value. */
  baseName: string;
  header: string[];
  /** Per column: answers are numbers (NUMBER, NPS, ratings), so a spreadsheet may keep them so. */
  numeric: boolean[];
  /**
   * Batches of rows of plain-text cells (file cells as their links), not yet neutralised or
   * escaped for any format. Each batch is the caller's: it may be rewritten in place.
   */
  batches(): AsyncGenerator<ExportCell[][]>;
}

export async function prepareExport(
  request: FastifyRequest,
  db: Db,
  formId: string,
  query: ExportQuery,
): Promise<ExportSource> {
  const form = await loadFormFor(request, formId, 'view');
  const columns = (await exportColumns(db, form.id, query.version)).filter(({ question }) => {
    const t = getQuestionType(question.type);
    return t.answerable && t.storesAnswer;
  });
  const questions = columns.map((c) => c.question);
  const filters = responseFilters(form.id, query, checkResultFilters(questions, query, form));
  const numeric = questions.map((q) => {
    const { category } = getQuestionType(q.type);
    return category === 'number' || category === 'rating';
  });
  const withLanguage = ((form.languages as string[] | null) ?? []).length > 0;
  return {
    baseName: form.title.replace(/[^\w .-]/g, '_').slice(0, 80) || 'responses',
    header: [
      ...FIXED_COLUMNS,
      ...columns.map(columnTitle),
      VERSION_COLUMN,
      ...(withLanguage ? [LANGUAGE_COLUMN] : []),
    ],
    numeric: [
      ...FIXED_COLUMNS.map(() => false),
      ...numeric,
      false,
      ...(withLanguage ? [false] : []),
    ],
    batches: () =>
      readBatches(db, questions, filters, fileUrl(linkOrigin(request), form.id), withLanguage),
  };
}

interface RawRow {
  id: string | number;
  /** created_at in UTC as PostgreSQL prints it: exact to the microsecond, for the keyset cursor. */
  at: string;
  completed: boolean;
  referrer: string | null;
  form_version: number | null;
  language: string | null;
  answers: Record<string, unknown> | null;
}

/** The absolute download URL of a file of the form. */
const fileUrl = (origin: string, formId: string) => (fileId: string) =>
  `${origin}${fileDownloadPath(formId, fileId)}`;

async function* readBatches(
  db: Db,
  questions: Question[],
  filters: ReturnType<typeof responseFilters>,
  urlOf: (fileId: string) => string,
  withLanguage: boolean,
): AsyncGenerator<ExportCell[][]> {
  const toCell = questions.map((q) =>
    getQuestionType(q.type).category === 'file' ? fileCellOf(q, urlOf) : plainTextOf(q),
  );
  const fetchBatch = (after: { at: string; id: string } | null) => {
    const where = after
      ? [
          ...filters,
          sql`(created_at, id) > (${after.at}::timestamp at time zone 'UTC', ${after.id}::bigint)`,
        ]
      : filters;
    // Keyset on (created_at, id), the index's order: each batch is one index range scan, however
    // many other forms share the table. The whole answers document is read: measured on 10
    // questions, one jsonb column costs PostgreSQL a quarter of ten `answers -> key` columns,
    // and JSON.parse of it is cheap.
    const promise = queryRows<RawRow>(
      db,
      sql`select id, (created_at at time zone 'UTC')::text as at, completed, referrer, form_version, language, answers
          from responses where ${sql.join(where, sql` and `)}
          order by responses.created_at, responses.id limit ${BATCH}`,
    );
    // Read ahead; if the reader stops early, nobody awaits this one, so its failure is expected.
    promise.catch(() => {});
    return promise;
  };

  let next: Promise<RawRow[]> | null = fetchBatch(null);
  while (next) {
    const rows: RawRow[] = await next;
    const last = rows.at(-1);
    // The next batch is fetched while this one is converted and written.
    next = rows.length === BATCH && last ? fetchBatch({ at: last.at, id: String(last.id) }) : null;
    if (rows.length === 0) return;
    const batch: ExportCell[][] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const answers = row.answers ?? {};
      const cells: ExportCell[] = [
        String(row.id),
        isoFromUtc(row.at),
        row.completed ? 'yes' : 'no',
        row.referrer ?? '',
      ];
      for (let i = 0; i < toCell.length; i++) cells.push(toCell[i]!(answers[questions[i]!.id]));
      cells.push(row.form_version === null ? '' : String(row.form_version));
      if (withLanguage) cells.push(row.language ?? '');
      batch[r] = cells;
    }
    yield batch;
  }
}

/**
 * "2026-01-02 03:04:05.123456" (UTC, fraction optional) to "2026-01-02T03:04:05.123Z", as
 * Date#toISOString would print it (milliseconds truncated), without parsing a Date per row.
 */
export function isoFromUtc(text: string): string {
  if (text.length < 19 || text.charCodeAt(10) !== 32 || text.charCodeAt(4) !== 45) {
    const date = new Date(`${text}Z`);
    return Number.isNaN(date.getTime()) ? text : date.toISOString();
  }
  const ms = text.length > 20 ? text.slice(20, 23).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
}

/**
 * The column's converter from a stored answer to the type's plain text. A stored answer may no
 * longer fit its question (the author changed the type after people answered): then the raw
 * value is written rather than failing the whole export.
 */
function plainTextOf(question: Question): (value: unknown) => string {
  const type = getQuestionType(question.type) as QuestionTypeDefinition<unknown, unknown>;
  const convert = (value: unknown): string => {
    try {
      const text = type.toPlainText(value, question);
      if (typeof text === 'string') return text;
    } catch {
      // Falls through to the raw value.
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  // Scores and yes/no repeat a handful of values; YES_NO reads its settings on every call.
  const memo = new Map<number | boolean, string>();
  return (value) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'number' && typeof value !== 'boolean') return convert(value);
    let text = memo.get(value);
    if (text === undefined) {
      text = convert(value);
      if (memo.size < MEMO_LIMIT) memo.set(value, text);
    }
    return text;
  };
}

/**
 * A file question's column: the files with their download links. An answer that holds no file
 * reference (the question's type changed after people answered) is written as plain text.
 */
function fileCellOf(question: Question, urlOf: (fileId: string) => string) {
  const asText = plainTextOf(question);
  return (value: unknown): ExportCell => {
    const files = filesOf(value);
    if (files.length === 0) return asText(value);
    return { files: files.map((file) => ({ name: file.name, url: urlOf(file.fileId) })) };
  };
}
