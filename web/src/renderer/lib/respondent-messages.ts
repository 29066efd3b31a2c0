/**
 * English texts the offline outbox stores with a refused submission (ADR 032). Stored, they stay
 * English; the page says them in its own language (Translator.known), and the catalogue's English
 * takes them from here, so there is one copy.
 */
export const STORED_MESSAGES = {
  tooLarge:
    'Your response is too large to send. Remove a large file or shorten an answer, then try again.',
} as const;
