/**
 * What the server says on a page posted without script when it stores nothing (ADR 039), in
 * English. They live in core because two sides need the same words: the server puts them on the
 * page, and the renderer's English catalogue takes them from here, so the page's translator can
 * recognise them and say them in the respondent's language (ADR 043).
 */
export const NO_SCRIPT_MESSAGES = {
  foreignOrigin:
    'This form was sent from another website, so nothing was saved. Please fill it in here.',
  tampered:
    'This page was changed before it was sent, or it has expired, so nothing was saved. Please fill it in again.',
  fileTooLarge: 'This file is too large.',
  rateLimited:
    'Too many submissions, try again in a minute. This page was not saved: send it again in a minute.',
} as const;
