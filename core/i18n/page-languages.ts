/**
 * The two languages of a respondent's page (ADR 048): the form's (which of its own languages its
 * texts are shown in) and the renderer's words (ADR 043's catalogue). One function for the server
 * and the browser, so the page the server renders and the one the browser renders over it agree.
 * A form with languages picks among them; the words follow that language where the catalogue has
 * it, else the browser's choice as before. A form without languages is ADR 043's page, unchanged.
 */
import { chooseFormLanguage } from './localize-form';
import {
  chooseRespondentLanguage,
  type LanguageRequest,
  matchLanguage,
  parseAcceptLanguage,
  type RespondentLanguage,
} from './respondent-language';

export interface PageLanguages {
  /** One of the form's languages, or null for a form that has none. */
  form: string | null;
  words: RespondentLanguage;
}

export function choosePageLanguages(
  request: LanguageRequest,
  formLanguages: readonly string[] | undefined,
): PageLanguages {
  const { query, preferences } = request;
  const tags =
    typeof preferences === 'string' ? parseAcceptLanguage(preferences) : (preferences ?? []);
  const form = chooseFormLanguage(formLanguages ?? [], query, tags);
  const words = (form && matchLanguage(form)) || chooseRespondentLanguage(request);
  return { form, words };
}
