/**
 * An error whose message the respondent reads (ADR 043): it keeps its English message (what the
 * page said before, and what logs show) and the catalogue key to say it in the page's language.
 * Hosts throw it from code that has no translator (the upload request, the offline outbox).
 */
import type { MessageKey } from './messages/en';
import type { MessageValues, Translator } from './translator';

export class LocalisedError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values?: MessageValues,
    /** A more precise English text from the server, used in English only. */
    english?: string,
  ) {
    super(english ?? key);
    this.name = 'LocalisedError';
  }
}

/** What to tell the respondent about a failure, in the page's language. */
export function describeFailure(failure: unknown, translator: Translator): string {
  if (failure instanceof LocalisedError) {
    const said = translator.t(failure.key, failure.values);
    return translator.language === 'en' && failure.message !== failure.key ? failure.message : said;
  }
  if (failure instanceof Error) return translator.known(failure.message);
  return translator.t('uploadFailed');
}
