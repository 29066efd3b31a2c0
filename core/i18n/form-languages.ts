/**
 * The languages a form is written in (ADR 048): BCP 47 codes, the first the default, which is the
 * language of the definition's own texts. Every other language's texts live in
 * `definition.translations[code]`, a flat map from a translation key (translation-keys.ts) to its
 * text; a key with no text falls back to the default language's.
 */
import { z } from 'zod';

/** A translated text: as long as the longest text a respondent sees (a description). */
export const TRANSLATION_MAX_LENGTH = 5000;
export const MAX_FORM_LANGUAGES = 30;

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The canonical form of a BCP 47 code whose language is one Intl knows ("fr", "pt-BR",
 * "zh-Hant"), or null: malformed ("x-foo"), or a well-formed code of no language ("xx").
 */
export function canonicalLanguage(code: string): string | null {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(code)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(code);
    if (!canonical) return null;
    return names.of(new Intl.Locale(canonical).language) ? canonical : null;
  } catch {
    return null;
  }
}

/** A language's English name for the builder ("Arabic"), or the code itself. */
export function languageName(code: string, inLanguage = 'en'): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An unknown code is an error naming it. Not a transform (the schema also describes API
 * responses): a save stores the canonical form through `canonicalLanguages`.
 */
export const languageCodeSchema = z.string().superRefine((code, ctx) => {
  if (!canonicalLanguage(code)) {
    ctx.addIssue({ code: 'custom', message: `Unknown language code: ${code.slice(0, 40)}` });
  }
});

/** Known codes in their canonical form ("FR" is stored as "fr"). */
export function canonicalLanguages(codes: readonly string[]): string[] {
  return codes.map((code) => canonicalLanguage(code) ?? code);
}

export const formLanguagesSchema = z
  .array(languageCodeSchema)
  .max(MAX_FORM_LANGUAGES)
  .refine(
    (codes) => new Set(canonicalLanguages(codes)).size === codes.length,
    'A language is listed twice',
  )
  .default([]);

/** Keys are checked for shape only: a key of a question since deleted is kept, and ignored. */
const translationKeySchema = z.string().min(1).max(200);
const languageTextsSchema = z.record(translationKeySchema, z.string().max(TRANSLATION_MAX_LENGTH));

export const formTranslationsSchema = z.record(z.string().max(40), languageTextsSchema).default({});
export type FormTranslations = z.infer<typeof formTranslationsSchema>;

interface WithLanguages {
  languages?: readonly string[] | undefined;
  translations?: FormTranslations | undefined;
}

/** The default language, or null for a form that never named one (a one-language form). */
export function defaultLanguageOf(definition: WithLanguages): string | null {
  return definition.languages?.[0] ?? null;
}

/** True when the form is offered in more than one language. */
export function isMultilingual(definition: WithLanguages): boolean {
  return (definition.languages?.length ?? 0) > 1;
}

/**
 * Translations of languages the form no longer lists are dropped, and so are blank texts (a blank
 * is "missing", and falls back): what is stored is exactly what a respondent can be shown.
 */
export function keptTranslations(
  languages: readonly string[],
  translations: FormTranslations,
): FormTranslations {
  const kept: FormTranslations = {};
  for (const language of languages.slice(1)) {
    const texts = translations[language];
    if (!texts) continue;
    const nonBlank = Object.entries(texts).filter(([, text]) => text.trim() !== '');
    if (nonBlank.length > 0) kept[language] = Object.fromEntries(nonBlank);
  }
  return kept;
}
