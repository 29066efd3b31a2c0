/**
 * A form's translations as a file (issue 31, ADR 048): GET and PUT /api/forms/{id}/translations.csv.
 * The import's report; a file that cannot be read is a 400 naming its line, and nothing changes.
 */
import { z } from 'zod';

const keyAtLineSchema = z.object({ key: z.string(), line: z.number().int() });

export const translationsImportReportSchema = z.object({
  /** The form's languages the file had columns for. */
  languages: z.array(z.string()),
  /** Translated texts set, replaced or cleared. */
  changed: z.number().int(),
  /** Rows whose key the form does not have: skipped. */
  unknownKeys: z.array(keyAtLineSchema),
  /** Rows whose default-language text differs from the form's: translated from older wording. */
  sourceChanged: z.array(keyAtLineSchema),
  /** The draft's edit counter after the import (a builder open before it must reload). */
  version: z.number().int(),
});
export type TranslationsImportReport = z.infer<typeof translationsImportReportSchema>;
