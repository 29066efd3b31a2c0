/**
 * The language a public form page is rendered in (ADR 043): core's one choice, from `?lang=` and
 * the Accept-Language header, the same the browser makes from the address and navigator.languages.
 */
import type { FastifyRequest } from 'fastify';
import {
  chooseRespondentLanguage,
  matchLanguage,
  type RespondentLanguage,
} from '@core/i18n/respondent-language';

const langQuery = (request: FastifyRequest): string | null => {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return typeof lang === 'string' ? lang : null;
};

export function requestLanguage(request: FastifyRequest): RespondentLanguage {
  return chooseRespondentLanguage({
    query: langQuery(request),
    preferences: request.headers['accept-language'] ?? null,
  });
}

/**
 * The language `?lang=` asked for, when it names one of ours or (ADR 048) the form's language it
 * chose: kept in the page's own links.
 */
export function askedLanguage(
  request: FastifyRequest,
  chosen?: { form: string | null },
): string | null {
  const query = langQuery(request);
  if (!query) return null;
  if (chosen?.form) return chosen.form;
  return matchLanguage(query);
}
