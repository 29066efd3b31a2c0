/**
 * The respondent page's own words in English (ADR 043), as ICU messages. English is the source:
 * every other language has exactly these keys (a type error otherwise), and the English texts are
 * the spec's strings where it has them ('Required', 'Invalid input'). After a change here or in a
 * translation, `npm run i18n:compile` writes compiled/*.json, which the page loads.
 */
import { NO_SCRIPT_MESSAGES } from '@core/i18n/no-script-messages';
import { STORED_MESSAGES } from '../../lib/respondent-messages';

export const en = {
  // Moving through the form
  next: 'Next',
  back: 'Back',
  // The form's language menu (ADR 048)
  language: 'Language',
  submit: 'Submit',
  submitting: 'Submitting…',
  retrying: 'Retrying…',
  tryAgain: 'Try again',
  start: 'Start',
  restoring: 'Restoring your answers…',
  progressLabel: 'Form progress',
  progressPage: 'Page {current, number} of {total, number}',
  required: '(required)',
  pageErrors:
    '{count, plural, one {Please check the answer marked below.} other {Please check the # answers marked below.}}',
  thankYouTitle: 'Thank you!',
  thankYouText: 'Your response has been recorded.',
  submitAnother: 'Submit another response',
  madeWith: 'Made with Formloom',
  loadingForm: 'Loading the form…',
  formUnavailable: 'Form unavailable',
  videoTitle: 'Video: {title}',

  // Validation (core's AnswerIssue codes)
  'issue.required': 'Required',
  'issue.invalidInput': 'Invalid input',
  'issue.allRowsRequired': 'Answer every row',
  'issue.expectedReceived': 'Expected {expected}, received {received}',
  'issue.tooShort': 'Must be at least {limit, plural, one {# character} other {# characters}}',
  'issue.tooLong': 'Must be at most {limit, plural, one {# character} other {# characters}}',
  'issue.tooSmall': 'Must be at least {limit, number}',
  'issue.tooBig': 'Must be at most {limit, number}',
  'issue.notGreaterThan': 'Must be greater than {limit, number}',
  'issue.notLessThan': 'Must be less than {limit, number}',
  'issue.tooFewItems': 'Must have at least {limit, plural, one {# item} other {# items}}',
  'issue.tooManyItems': 'Must have at most {limit, plural, one {# item} other {# items}}',
  'issue.tooManyDecimals':
    'Must have at most {limit, plural, one {# decimal place} other {# decimal places}}',
  'issue.dateTooEarly': 'Must be on or after {date}',
  'issue.dateTooLate': 'Must be on or before {date}',
  'issue.fileTooLarge': 'File must be at most {size}',
  fileTypeRefused: 'This type of file is not accepted here ({types})',

  // Files
  uploadedFiles: 'Uploaded files',
  removeItem: 'Remove {name}',
  filesRoomLeft:
    'You can add {room, plural, one {# more file} other {# more files}} (at most {max, number}).',
  filesUpTo: '{max, plural, one {Up to # file.} other {Up to # files.}}',
  fileReplaces: 'Choosing another file replaces this one.',
  uploading: 'Uploading {name}',
  uploadFailed: 'The upload failed.',
  uploadFailedRetry: 'The upload failed. Please try again.',
  uploadFailedConnection: 'The upload failed. Check your connection and try again.',
  fileTooLarge: 'This file is too large.',
  fileTypeNotAccepted: 'This type of file is not accepted here.',
  uploadsRateLimited: 'Too many uploads, try again in a minute',

  // Choices, scales and grids
  other: 'Other',
  otherOption: 'Other…',
  otherAnswer: 'Other answer',
  typeYourAnswer: 'Type your answer',
  selectOption: 'Select an option',
  yes: 'Yes',
  no: 'No',
  stronglyDisagree: 'Strongly disagree',
  disagree: 'Disagree',
  neutral: 'Neutral',
  agree: 'Agree',
  stronglyAgree: 'Strongly agree',
  npsMin: 'Not at all likely',
  npsMax: 'Extremely likely',
  scoreOf: '{score, number} of {max, number}',

  // Dates and times
  timeFrom: 'From',
  timeTo: 'To',
  addADate: 'Add a date',
  addDate: 'Add date',
  chosenDates: 'Chosen dates',

  // Ranking
  rankingLabel: 'Your ranking, most preferred first',
  moveUp: 'Move {item} up',
  moveDown: 'Move {item} down',
  movedTo: '{item} moved to position {position, number} of {total, number}',
  keepOrder: 'Keep this order',
  rankWithoutScript: 'Without JavaScript, give each option its position (1 is most preferred):',

  // Signature
  typeFullName: 'Type your full name',
  useSignature: 'Use this signature',
  signatureImageFailed: 'Your browser could not create the signature image.',
  yourSignature: 'Your signature',
  signatureSaved: 'Signature saved.',
  signAgain: 'Sign again',
  draw: 'Draw',
  typeNameInstead: 'Type your name instead',
  loadingSignaturePad: 'Loading the signature pad…',
  signaturePad:
    'Signature pad: draw your signature with a mouse, finger or pen, or choose Type your name instead',
  clear: 'Clear',
  saveSignature: 'Save signature',

  // Location
  useMyLocation: 'Use my location',
  noGeolocation:
    'Your browser cannot share your location. Type the address and coordinates instead.',
  findingLocation: 'Finding your location…',
  locationAdded: 'Location added.',
  locationRefused: 'Location permission was refused. Type the address and coordinates instead.',
  locationNotFound: 'We could not find your location. Type the address and coordinates instead.',
  addressOptional: 'Address (optional)',
  latitude: 'Latitude',
  longitude: 'Longitude',

  // Payment and verification
  paymentMisconfigured: 'This payment is not set up correctly, so it cannot be recorded.',
  paymentNotSetUp:
    'Card payments are not set up for this form yet, so nothing will be charged here. You can send your response with the payment marked as pending, and the form owner will arrange payment with you.',
  paymentPending: 'Send my response with the payment marked as pending',
  loadingVerification: 'Loading the verification…',

  // Without script (a <noscript> line by the question)
  noScriptSignature:
    'Signing needs JavaScript. Turn it on in your browser to answer this question.',
  noScriptLocation:
    'Sharing a location needs JavaScript. Turn it on in your browser to answer this question.',
  noScriptPayment: 'Paying needs JavaScript. Turn it on in your browser to answer this question.',
  noScriptCaptcha:
    'The verification step needs JavaScript. Turn it on in your browser to send this form.',

  // Sending, offline and retries
  rateLimited: 'Too many submissions, try again in a minute',
  tooLarge: STORED_MESSAGES.tooLarge,
  offline:
    'We couldn’t reach the server. Your answers are kept on this device and will be sent when the connection is back.',
  offlineWaiting:
    'You are offline. Your answers are kept on this device and will be sent when the connection is back.',
  // Posted offline before the page's script took over (lib/hold-offline-posts.ts)
  offlineHeld:
    'You are offline. Keep this page open: your answers will be sent when the connection is back.',
  sent: 'Your answers were sent.',
  queuedTitle: 'Your answers are kept on this device',
  sendNow: 'Send now',
  sending: 'Sending your answers…',
  notSentClosed: 'Your answers could not be sent: this form no longer accepts responses.',
  notSentChanged:
    'The form changed since you answered it, so your answers could not be sent as they are. Review them and submit again.',
  reviewAnswers: 'Review your answers',
  filesNotKept:
    'This browser cannot keep files while offline (private browsing may be on). Add this file when you are back online; your other answers are kept.',
  engineOffline:
    'You are offline. Your answers are kept on this device; press Next again when the connection is back.',
  // The server's words on a page posted without script (ADR 039), recognised by `known`.
  noScriptForeignOrigin: NO_SCRIPT_MESSAGES.foreignOrigin,
  noScriptTampered: NO_SCRIPT_MESSAGES.tampered,
  noScriptRateLimited: NO_SCRIPT_MESSAGES.rateLimited,
  engineFailed: 'Part of the form could not be loaded. Check your connection and try again.',
  resumeFailed:
    'That “continue” link has expired or belongs to another form, so we started a fresh response.',

  // Continuing elsewhere
  continueElsewhere: 'Continue on another device',
  linkCopied: 'Link copied. Open it on another device to pick up where you left off.',
  copyLink: 'Copy this link and open it on another device:',

  // A form that cannot be filled in
  closedTitle: 'This form is closed',
  closedText: 'This form is no longer accepting responses.',
  unpublishedTitle: 'This form isn’t available right now',
  unpublishedText:
    'Its owner hasn’t published it yet, or has taken it offline. If someone sent you this link, you could let them know.',
  notFoundTitle: 'We couldn’t find this form',
  notFoundText:
    'The link may be mistyped, or the form may have been removed. Check the link you were given.',
  loadErrorTitle: 'We couldn’t load this form',
  loadErrorText: 'Check your connection and try again.',
} as const;

export type MessageKey = keyof typeof en;

/** A translation: every key, no other (checked by the compiler and by catalogue.test.ts). */
export type Messages = Record<MessageKey, string>;
