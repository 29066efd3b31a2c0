import { defineMessages } from '@/lib/app-messages/app-messages';

/**
 * The app's words for things core names by a stable id (ADR 056 addendum): question types,
 * template categories, validation messages, theme colours. Several features show them, so they
 * live in lib; `core-texts.ts` maps each id to its message, and `core-texts.test.ts` fails when
 * core gains an id without one here.
 */
export const coreTextMessages = defineMessages({
  // Question type names (core's QUESTION_TYPES), as the builder's palette shows them
  typeShortText: 'Short text',
  typeLongText: 'Long text',
  typeMultipleChoice: 'Multiple choice',
  typeCheckbox: 'Checkboxes',
  typeDropdown: 'Dropdown',
  typeYesNo: 'Yes / No',
  typeRating: 'Rating',
  typeScale: 'Scale',
  typeEmail: 'Email',
  typePhone: 'Phone',
  typePhoneFormatted: 'Phone (formatted)',
  typeDate: 'Date',
  typeTime: 'Time',
  typeMultipleDates: 'Multiple dates',
  typeNumber: 'Number',
  typeUrl: 'Website',
  typeFileUpload: 'File upload',
  typeMultipleFileUpload: 'Multiple file upload',
  typeSignature: 'Signature',
  typeMatrix: 'Matrix',
  typeRanking: 'Ranking',
  typePayment: 'Payment',
  typeImageChoice: 'Image choice',
  typeLocation: 'Location',
  typeNps: 'Net Promoter Score',
  typeNpsRating: 'NPS rating',
  typePictureUpload: 'Picture upload',
  typeVideoUpload: 'Video upload',
  typeCaptcha: 'Captcha',
  typeLogicBlock: 'Logic block',
  typeLikert: 'Likert scale',
  typeTimeRange: 'Time range',
  typeHiddenField: 'Hidden field',

  // Template categories (core's TEMPLATE_CATEGORIES), the gallery's tab names
  categoryCustomerFeedback: 'Customer feedback',
  categoryNps: 'NPS',
  categoryProductResearch: 'Product research',
  categoryHrAndEmployee: 'HR and employee',
  categoryEventsAndRegistration: 'Events and registration',
  categoryEducationAndQuizzes: 'Education and quizzes',
  categoryLeadGenerationAndContact: 'Lead generation and contact',
  categoryHealthAndIntake: 'Health and intake',
  categoryOther: 'Other',

  // Validation messages (core's MESSAGES, product-spec section 5: exact strings, do not reword)
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  questionTextRequired: 'Question text is required',
  formTitleRequired: 'Form title is required',
  required: 'Required',
  invalidInput: 'Invalid input',
  allRowsRequired: 'Answer every row',

  // Field messages of core's request schemas (AUTH_MESSAGES, TWO_FACTOR_MESSAGES, API_KEY_MESSAGES,
  // RETENTION_MESSAGES, BRAND_KIT_MESSAGES); numbers and lists come from core as written
  emailInvalid: 'Enter a valid email address',
  usernameTooLong: 'Username must be at most {usernameMax} characters',
  usernameCharacters: 'Username may contain letters, numbers, dots, dashes and underscores',
  passwordTooLong: 'Password must be at most {passwordMax} characters',
  totpCode: 'Enter the 6-digit code from your authenticator app',
  backupCode: 'Enter a backup code, like abcde-fghjk',
  secondFactorCode: 'Enter the 6-digit code from your app or a backup code',
  keyNameRequired: 'Give the key a name',
  keyNameTooLong: 'At most {keyNameMax} characters',
  retentionWholeDays: 'Enter a whole number of days',
  retentionTooFew:
    'Enter at least {retentionMin, plural, one {{retentionMinDays} day} other {{retentionMinDays} days}}',
  retentionTooMany:
    'Enter at most {retentionMax, plural, one {{retentionMaxDays} day} other {{retentionMaxDays} days}}',
  brandColourFormat: 'Use a colour in the form #rrggbb',
  brandLogoNotUploaded: 'Upload the logo first, then use the address it returns',
  brandFontFamily: 'Choose one of: {fontFamilies}',
  brandButtonStyle: 'Choose one of: {buttonStyles}',

  // What each theme colour is used for (core's THEME_COLOUR_FIELDS), in the brand kit and settings
  usePrimaryColor: 'Buttons: Start, Next and Submit.',
  useSecondaryColor: 'Progress bars and the thank-you check mark.',
  useAccentColor: 'Selected answers and the keyboard focus ring.',

  // Response retention, on the responses page and in the form's settings (`days` as written)
  retentionNote:
    'Responses older than {count, plural, one {{days} day} other {{days} days}} are deleted automatically.',
});
