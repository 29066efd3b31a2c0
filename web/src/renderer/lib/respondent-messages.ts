/** What the form page tells the respondent when something goes wrong, in one place. */
export const MESSAGES_FOR_RESPONDENT = {
  rateLimited: 'Too many submissions, try again in a minute',
  tooLarge:
    'Your response is too large to send. Remove a large file or shorten an answer, then try again.',
  offline:
    'We couldn’t reach the server. Your answers are saved on this device: check your connection and press Submit again.',
  /** The spec has no text for this; ours says what happens next, so nobody types it all again. */
  offlineWaiting:
    'You are offline. Your answers are kept and will be sent when you are back online.',
  engineFailed: 'Part of the form could not be loaded. Check your connection and try again.',
  resumeFailed:
    'That “continue” link has expired or belongs to another form, so we started a fresh response.',
} as const;
