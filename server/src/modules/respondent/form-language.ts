/**
 * The request's languages for a public form (ADR 048, core's choosePageLanguages), and the form
 * language a draft or response records: the one the page sent when the form has it, else the
 * draft's, else the form's default; null for a form without languages.
 */
import type { FastifyRequest } from 'fastify';
import { choosePageLanguages, type PageLanguages } from '@core/i18n/page-languages';
import { chooseFormLanguage } from '@core/i18n/localize-form';
import type { PublicFormState } from './load-public-form';

export const langQuery = (request: FastifyRequest): string | null => {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return typeof lang === 'string' ? lang.slice(0, 40) : null;
};

export function requestPageLanguages(
  request: FastifyRequest,
  formLanguages: readonly string[] | undefined,
): PageLanguages {
  return choosePageLanguages(
    { query: langQuery(request), preferences: request.headers['accept-language'] ?? null },
    formLanguages,
  );
}

/** The languages of a public form's page: the form's own from its served definition or row. */
export function pageLanguagesOf(request: FastifyRequest, state: PublicFormState): PageLanguages {
  const languages = state.definition?.languages ?? (state.row?.languages as string[] | null) ?? [];
  return requestPageLanguages(request, languages);
}

/** The form's spelling of `code` when the form has that language, else null. */
export function ownLanguage(
  formLanguages: readonly string[] | undefined,
  code: string | null | undefined,
): string | null {
  if (!code) return null;
  return formLanguages?.find((l) => l.toLowerCase() === code.toLowerCase()) ?? null;
}

/** What a draft or response records as its language. */
export function answeredLanguage(
  formLanguages: readonly string[] | undefined,
  sent: string | null | undefined,
  draft: string | null | undefined,
): string | null {
  const languages = formLanguages ?? [];
  if (languages.length === 0) return null;
  const own = (code: string | null | undefined) =>
    code ? languages.find((l) => l.toLowerCase() === code.toLowerCase()) : undefined;
  return own(sent) ?? own(draft) ?? chooseFormLanguage(languages, null, []);
}
