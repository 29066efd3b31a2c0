/**
 * Where each language's words come from (ADR 043). English is in the page's own bundle (the
 * fallback, and what previews use); every other language is a chunk of its own, loaded before the
 * page renders in it, so a page carries only the language it speaks.
 */
import { DEFAULT_LANGUAGE, type RespondentLanguage } from '@core/i18n/respondent-language';
import type { CompiledMessage } from './compile-messages';
import englishMessages from './compiled/en.json';
import { INPUT_MESSAGE_KEYS } from './input-message-keys';
import { type CompiledMessages, createTranslator, type Translator } from './translator';

/** English, which gains the split inputs' words once they are loaded (loadInputMessages). */
const EN = { ...englishMessages } as unknown as CompiledMessages;
/** The core's keys: other languages' lists hold these first, then INPUT_MESSAGE_KEYS. */
const KEYS = Object.keys(englishMessages);

/** Each other language's words by key, and its list, whose tail is the inputs' words. */
const lists = new Map<RespondentLanguage, { messages: Record<string, unknown>; list: unknown[] }>();
let inputsIn = false;
let inputsLoading: Promise<void> | null = null;

function addInputWords(entry: { messages: Record<string, unknown>; list: unknown[] }) {
  INPUT_MESSAGE_KEYS.forEach((key, i) => (entry.messages[key] = entry.list[KEYS.length + i]));
}

/**
 * The English words only the split inputs show, loaded with their chunks (input-registry.ts) and
 * by the server before it renders (input-message-keys.ts); every loaded language gains its own.
 */
export function loadInputMessages(): Promise<void> {
  inputsLoading ??= import('./compiled/en-inputs.json').then(({ default: english }) => {
    Object.assign(EN, english as Record<string, CompiledMessage>);
    inputsIn = true;
    for (const entry of lists.values()) addInputWords(entry);
  });
  // A failed load (a flaky network) may be tried again by the next caller.
  inputsLoading.catch(() => (inputsLoading = null));
  return inputsLoading;
}

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
  const list = (await LOADERS[language as Exclude<RespondentLanguage, 'en'>]())
    .default as unknown[];
  const messages: Record<string, unknown> = Object.fromEntries(
    KEYS.map((key, i) => [key, list[i]]),
  );
  const entry = { messages, list };
  lists.set(language, entry);
  if (inputsIn) addInputWords(entry);
  const translator = createTranslator(language, messages as CompiledMessages, EN);
  loaded.set(language, translator);
  return translator;
}

/** A language loaded earlier (by loadTranslator), or null. */
export function loadedTranslator(language: RespondentLanguage): Translator | null {
  return loaded.get(language) ?? null;
}
