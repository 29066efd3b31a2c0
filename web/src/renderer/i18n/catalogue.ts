/**
 * Where each language's words come from (ADR 043). English is in the page's own bundle (the
 * fallback, and what previews use); every other language is a chunk of its own, loaded before the
 * page renders in it, so a page carries only the language it speaks.
 */
import { DEFAULT_LANGUAGE, type RespondentLanguage } from '@core/i18n/respondent-language';
import englishMessages from './compiled/en.json';
import { type CompiledMessages, createTranslator, type Translator } from './translator';

const EN = englishMessages as unknown as CompiledMessages;
/** The order every other language's list follows (compile-messages.ts). */
const KEYS = Object.keys(EN);

type Loaded = Promise<{ default: unknown }>;

const LOADERS: Record<Exclude<RespondentLanguage, 'en'>, () => Loaded> = {
  fr: () => import('./compiled/fr.json'),
  de: () => import('./compiled/de.json'),
  es: () => import('./compiled/es.json'),
  pt: () => import('./compiled/pt.json'),
  it: () => import('./compiled/it.json'),
  nl: () => import('./compiled/nl.json'),
  pl: () => import('./compiled/pl.json'),
  tr: () => import('./compiled/tr.json'),
  ar: () => import('./compiled/ar.json'),
  he: () => import('./compiled/he.json'),
  ja: () => import('./compiled/ja.json'),
  zh: () => import('./compiled/zh.json'),
};

export const ENGLISH: Translator = createTranslator(DEFAULT_LANGUAGE, EN);

const loaded = new Map<RespondentLanguage, Translator>([[DEFAULT_LANGUAGE, ENGLISH]]);

/** The translator for a language, once its chunk is in; English at once. */
export async function loadTranslator(language: RespondentLanguage): Promise<Translator> {
  const ready = loaded.get(language);
  if (ready) return ready;
  const list = (await LOADERS[language as Exclude<RespondentLanguage, 'en'>]()).default;
  const messages = Object.fromEntries(KEYS.map((key, i) => [key, (list as unknown[])[i]]));
  const translator = createTranslator(language, messages as CompiledMessages, EN);
  loaded.set(language, translator);
  return translator;
}

/** A language loaded earlier (by loadTranslator), or null. */
export function loadedTranslator(language: RespondentLanguage): Translator | null {
  return loaded.get(language) ?? null;
}
