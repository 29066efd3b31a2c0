/**
 * The translations file (issue 31, ADR 048): a `key` column, then one column per form language,
 * the default first; UTF-8 with a BOM (so spreadsheet programs read it as UTF-8) and RFC 4180
 * quoting with CRLF rows. Written with csv-stringify and read with csv-parse. Reading is all or
 * nothing: a wrong header, a duplicated key, a row of the wrong width or broken quoting is an error
 * naming its line, and the caller imports nothing.
 */
import { CsvError as ParseError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { canonicalLanguage } from '@core/i18n/form-languages';
import type { TranslatableText } from '@core/i18n/translation-keys';
import type { FormTranslations } from '@core/i18n/form-languages';

export const TRANSLATIONS_CSV_MAX_BYTES = 10 * 1024 * 1024;

export function writeTranslationsCsv(
  languages: readonly string[],
  texts: readonly TranslatableText[],
  translations: FormTranslations,
): string {
  const others = languages.slice(1);
  const rows = texts.map(({ key, text }) => [
    key,
    text,
    ...others.map((language) => translations[language]?.[key] ?? ''),
  ]);
  return stringify([['key', ...languages], ...rows], {
    bom: true,
    record_delimiter: '\r\n',
    eof: true,
    // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone CR or LF,
    // which a reader that splits rows on either would cut in two.
    quoted_match: /[\r\n]/,
  });
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

export interface CsvRecord {
  /** The physical line the record starts on (1 is the header). */
  line: number;
  cells: string[];
}

/** What csv-parse's quoting errors mean, in a translator's words. */
const QUOTING_ERRORS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote is not closed',
  CSV_INVALID_CLOSING_QUOTE: 'text follows a closing quote',
  INVALID_OPENING_QUOTE:
    'a quote inside a cell that does not start with one; quote the cell and double the quote',
};

/** Every record with the line it starts on; throws CsvError on broken quoting. */
export function readCsvRecords(text: string): CsvRecord[] {
  // Lines are counted here rather than read from csv-parse's `info`, which counts a CRLF inside a
  // quoted cell as two lines. Blank lines come through as one empty cell, so each record starts
  // the line after the previous one ends, and a quoting error belongs to the record that would
  // have started there (csv-parse names the line it gave up on, the file's end for an open quote).
  const records: CsvRecord[] = [];
  let next = 1;
  try {
    parse(text, {
      bom: true,
      // As written here and by spreadsheet programs, or with bare LF (or CR) line ends.
      record_delimiter: ['\r\n', '\n', '\r'],
      // Widths are checked by the caller, with the record's line in the message.
      relax_column_count: true,
      on_record: (cells: string[]) => {
        records.push({ line: next, cells });
        next += 1 + cells.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
        return null;
      },
    });
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    throw new CsvError(
      next,
      `broken quoting (${QUOTING_ERRORS[err.code] ?? 'a quote is misplaced'})`,
    );
  }
  // A blank line (a gap between rows) is no record.
  return records.filter((r) => !(r.cells.length === 1 && r.cells[0] === ''));
}

export interface TranslationsTable {
  /** The columns' languages, in the file's order, canonical codes. */
  languages: string[];
  /** key to its cells (one per language) and its line. */
  rows: Map<string, { line: number; cells: string[] }>;
}

/** The file as a table, checked against the form's languages; throws CsvError. */
export function readTranslationsCsv(
  text: string,
  formLanguages: readonly string[],
): TranslationsTable {
  const [header, ...records] = readCsvRecords(text);
  if (!header) throw new CsvError(1, 'the file is empty; the first line must be the header');
  const [first, ...codes] = header.cells;
  if (first?.trim() !== 'key' || codes.length === 0) {
    throw new CsvError(
      1,
      `the header must be "key" and then the form's languages (${formLanguages.join(', ')})`,
    );
  }
  const languages = codes.map((code) => {
    const canonical = canonicalLanguage(code.trim());
    if (!canonical) throw new CsvError(1, `unknown language code: ${code.slice(0, 40)}`);
    if (!formLanguages.includes(canonical)) {
      throw new CsvError(
        1,
        `${canonical} is not one of this form's languages (${formLanguages.join(', ')})`,
      );
    }
    return canonical;
  });
  const repeated = languages.find((code, i) => languages.indexOf(code) !== i);
  if (repeated) throw new CsvError(1, `the language ${repeated} has two columns`);
  const rows = new Map<string, { line: number; cells: string[] }>();
  for (const { line, cells } of records) {
    if (cells.length !== header.cells.length) {
      throw new CsvError(line, `expected ${header.cells.length} cells, found ${cells.length}`);
    }
    const [key, ...values] = cells as [string, ...string[]];
    const seen = rows.get(key);
    if (seen) throw new CsvError(line, `the key ${key.slice(0, 200)} is also on line ${seen.line}`);
    rows.set(key, { line, cells: values });
  }
  return { languages, rows };
}
