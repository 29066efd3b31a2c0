/**
 * The public page's language in the browser (ADR 043): core's one choice (`?lang=`, then the
 * browser's languages, then English), the same the server made for the HTML it sent. Its words
 * are loaded before the first render, so the page never shows English first; if that chunk
 * cannot be loaded (offline, a deploy removed it), the page speaks English rather than nothing.
 */
import {
  chooseRespondentLanguage,
  matchLanguage,
  textDirection,
} from '@core/i18n/respondent-language';
import { loadTranslator, type Translator } from '@/renderer';
import { ENGLISH } from '@/renderer/i18n/catalogue';

export async function pageTranslator(formLanguage?: string | null): Promise<Translator> {
  // A form in several languages (ADR 048): the server chose its language; the words follow it.
  const language =
    (formLanguage && matchLanguage(formLanguage)) ||
    chooseRespondentLanguage({
      query: new URLSearchParams(window.location.search).get('lang'),
      preferences: navigator.languages,
    });
  const translator = await loadTranslator(language).catch(() => ENGLISH);
  // The server sets both on the HTML it renders; a page rendered here (development) needs them too.
  document.documentElement.lang = formLanguage ?? translator.language;
  document.documentElement.dir = formLanguage ? textDirection(formLanguage) : translator.dir;
  return translator;
}
