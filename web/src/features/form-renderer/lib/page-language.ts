/**
 * The public page's language in the browser (ADR 043): core's one choice (`?lang=`, then the
 * browser's languages, then English), the same the server made for the HTML it sent. Its words
 * are loaded before the first render, so the page never shows English first; if that chunk
 * cannot be loaded (offline, a deploy removed it), the page speaks English rather than nothing.
 */
import { chooseRespondentLanguage } from '@core/i18n/respondent-language';
import { loadTranslator, type Translator } from '@/renderer';
import { ENGLISH } from '@/renderer/i18n/catalogue';

export async function pageTranslator(): Promise<Translator> {
  const language = chooseRespondentLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    preferences: navigator.languages,
  });
  const translator = await loadTranslator(language).catch(() => ENGLISH);
  // The server sets both on the HTML it renders; a page rendered here (development) needs them too.
  document.documentElement.lang = translator.language;
  document.documentElement.dir = translator.dir;
  return translator;
}
