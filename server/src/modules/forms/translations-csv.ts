/**
 * The translations file (issue 31, ADR 048): a `key` column, then one column per form language,
 * the default first; UTF-8 with a BOM (so spreadsheet programs read it as UTF-8) and RFC 4180
 * quoting with CRLF rows. Written and read with fast-csv. Reading is all or nothing: a wrong
 * header, a duplicated key, a row of the wrong width or broken quoting is an error naming its
 * line, and the caller imports nothing.
 */
import { writeToString } from '@fast-csv/format';
import { ParserOptions } from '@fast-csv/parse';
// The package's streaming entry points report a quoting error without its position; its
// synchronous parser, fed one physical line at a time, tells us which record broke.
import { Parser } from '@fast-csv/parse/build/src/parser';
import { canonicalLanguage } from '@core/i18n/form-languages';
import type { TranslatableText } from '@core/i18n/translation-keys';
import type { FormTranslations } from '@core/i18n/form-languages';

export const TRANSLATIONS_CSV_MAX_BYTES = 10 * 1024 * 1024;

export async function writeTranslationsCsv(
  languages: readonly string[],
  texts: readonly TranslatableText[],
  translations: FormTranslations,
): Promise<string> {
  const others = languages.slice(1);
  const rows = texts.map(({ key, text }) => [
    key,
    text,
    ...others.map((language) => translations[language]?.[key] ?? ''),
  ]);
  return writeToString([['key', ...languages], ...rows], {
    writeBOM: true,
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
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

/** Every record with the line it starts on; throws CsvError on broken quoting. */
export function readCsvRecords(text: string): CsvRecord[] {
  const parser = new Parser(new ParserOptions({}));
  const lines = text.replace(/^\uFEFF/, '').split(/(?<=\n)/);
  const records: CsvRecord[] = [];
  let pending = '';
  let pendingLine = 1;
  lines.forEach((physical, index) => {
    if (pending === '') pendingLine = index + 1;
    pending += physical;
    const more = index < lines.length - 1;
    let result: { line: string; rows: string[][] };
    try {
      result = parser.parse(pending, more);
    } catch {
      throw new CsvError(
        pendingLine,
        'broken quoting (a quote is not closed, or text follows one)',
      );
    }
    let line = pendingLine;
    for (const cells of result.rows) {
      records.push({ line, cells });
      line += 1 + cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    }
    pendingLine = line;
    pending = result.line;
  });
  if (pending.trim() !== '')
    throw new CsvError(pendingLine, 'broken quoting (a quote is not closed)');
  // A blank line (the file's last CRLF, or a gap) is no record.
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
