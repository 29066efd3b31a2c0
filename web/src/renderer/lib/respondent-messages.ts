/** What the form page tells the respondent when something goes wrong, in one place. */
export const MESSAGES_FOR_RESPONDENT = {
  rateLimited: 'Too many submissions, try again in a minute',
  tooLarge:
    'Your response is too large to send. Remove a large file or shorten an answer, then try again.',
  /** The submission is in the outbox (ADR 032): it is sent again by itself, so no "press Submit". */
  offline:
    'We couldn’t reach the server. Your answers are kept on this device and will be sent when the connection is back.',
  /** The spec has no text for this; ours says what happens next, so nobody types it all again. */
  offlineWaiting:
    'You are offline. Your answers are kept on this device and will be sent when the connection is back.',
  /** Under the thank-you screen when the submission waited in the outbox. */
  sent: 'Your answers were sent.',
  queuedTitle: 'Your answers are kept on this device',
  sendNow: 'Send now',
  sending: 'Sending your answers…',
  formClosed: 'This form is closed',
  notSentClosed: 'Your answers could not be sent: this form no longer accepts responses.',
  notSentChanged:
    'The form changed since you answered it, so your answers could not be sent as they are. Review them and submit again.',
  reviewAnswers: 'Review your answers',
  filesNotKept:
    'This browser cannot keep files while offline (private browsing may be on). Add this file when you are back online; your other answers are kept.',
  engineFailed: 'Part of the form could not be loaded. Check your connection and try again.',
  resumeFailed:
    'That “continue” link has expired or belongs to another form, so we started a fresh response.',
} as const;
