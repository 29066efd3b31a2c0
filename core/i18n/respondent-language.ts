/**
 * The language of the respondent's page (ADR 043): `?lang=xx` when it names one of ours, else the
 * best match of the browser's preferences (the Accept-Language header on the server,
 * navigator.languages in the browser), else English. One function for both sides, so the page the
 * server renders and the page the browser renders over it speak the same language.
 */

/** The languages the renderer's own words are written in; English is the fallback. */
export const RESPONDENT_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'nl',
  'pl',
  'tr',
  'ar',
  'he',
  'ja',
  'zh',
] as const;

export type RespondentLanguage = (typeof RESPONDENT_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: RespondentLanguage = 'en';

/** Written right to left: Arabic, Hebrew, Persian, Urdu (the last two have no catalogue yet). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

const primarySubtag = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export function isRespondentLanguage(value: string): value is RespondentLanguage {
  return (RESPONDENT_LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(primarySubtag(language)) ? 'rtl' : 'ltr';
}

/** One of ours for a BCP 47 tag ("fr-CH" is French, "zh-Hant-TW" Chinese), or null. */
export function matchLanguage(tag: string): RespondentLanguage | null {
  const primary = primarySubtag(tag);
  return isRespondentLanguage(primary) ? primary : null;
}

/**
 * The tags of an Accept-Language header, most wanted first: q-values sort them (a stable sort,
 * so equal weights keep the header's order), q=0 and malformed weights drop a tag, `*` says
 * nothing about which language.
 */
export function parseAcceptLanguage(header: string): string[] {
  const weighted: { tag: string; q: number }[] = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (!tag || tag === '*' || !/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    weighted.push({ tag, q });
  }
  return weighted.sort((a, b) => b.q - a.q).map(({ tag }) => tag);
}

export interface LanguageRequest {
  /** The `lang` query parameter, if any. */
  query?: string | null;
  /** An Accept-Language header, or the browser's own list (navigator.languages). */
  preferences?: string | readonly string[] | null;
}

export function chooseRespondentLanguage({
  query,
  preferences,
}: LanguageRequest): RespondentLanguage {
  const asked = query ? matchLanguage(query) : null;
  if (asked) return asked;
  const tags =
    typeof preferences === 'string' ? parseAcceptLanguage(preferences) : (preferences ?? []);
  for (const tag of tags) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
