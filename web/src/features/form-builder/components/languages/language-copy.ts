/** Words the builder's language section shares with the publish warning (issue 31). */
import { languageName } from '@core/i18n/form-languages';
import { t } from '@/lib/app-messages/app-messages';
import { builderLanguagesMessages as m } from './messages';

/** "12 texts missing in Arabic", the wording; "1 text" for one. */
export function missingTextsLabel(count: number, language: string): string {
  return t(m.missingTexts, { count, language: languageName(language) });
}
