/**
 * Applying a translator's table to a form's translations (ADR 048): every cell of a known key in
 * a non-default language replaces that text (an empty cell removes it: the text is missing again
 * and falls back); keys the file does not list are left as they are. The default language's
 * column is the translator's reference, never imported: the builder is where the source text
 * changes, so a cell that differs from it only says the translation was made from older wording.
 */
import type { FormTranslations } from './form-languages';
import type { TranslatableText } from './translation-keys';

export interface KeyAtLine {
  key: string;
  line: number;
}

export interface TranslationsImport {
  translations: FormTranslations;
  /** Cells whose text changed (set, replaced or cleared). */
  changed: number;
  /** Keys the form has no text for: not imported (a deleted question, a typo). */
  unknownKeys: KeyAtLine[];
  /** Keys whose default-language cell differs from the form's current text. */
  sourceChanged: KeyAtLine[];
}

export interface TableRows {
  languages: readonly string[];
  rows: ReadonlyMap<string, { line: number; cells: readonly string[] }>;
}

export function importTranslations(
  formLanguages: readonly string[],
  texts: readonly TranslatableText[],
  current: FormTranslations,
  table: TableRows,
): TranslationsImport {
  const source = new Map(texts.map(({ key, text }) => [key, text]));
  const translations: FormTranslations = Object.fromEntries(
    Object.entries(current).map(([language, own]) => [language, { ...own }]),
  );
  const result: TranslationsImport = {
    translations,
    changed: 0,
    unknownKeys: [],
    sourceChanged: [],
  };
  for (const [key, { line, cells }] of table.rows) {
    const sourceText = source.get(key);
    if (sourceText === undefined) {
      result.unknownKeys.push({ key, line });
      continue;
    }
    table.languages.forEach((language, column) => {
      const cell = cells[column] ?? '';
      if (language === formLanguages[0]) {
        if (cell !== sourceText) result.sourceChanged.push({ key, line });
        return;
      }
      const own = (translations[language] ??= {});
      const before = own[key] ?? '';
      if (cell.trim() === '') delete own[key];
      else own[key] = cell;
      if ((own[key] ?? '') !== before) result.changed += 1;
    });
  }
  for (const language of Object.keys(translations)) {
    if (Object.keys(translations[language]!).length === 0) delete translations[language];
  }
  return result;
}
