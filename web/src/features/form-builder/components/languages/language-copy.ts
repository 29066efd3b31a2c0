/** Words the builder's language section shares with the publish warning (issue 31). */
import { languageName } from '@core/i18n/form-languages';

/** "12 texts missing in Arabic", the wording; "1 text" for one. */
export function missingTextsLabel(count: number, language: string): string {
  return `${count} ${count === 1 ? 'text' : 'texts'} missing in ${languageName(language)}`;
}
