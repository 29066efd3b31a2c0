import { defineMessages } from '@/lib/app-messages/app-messages';

/** The question settings panel: each question type's settings and the list editors. */
export const builderSettingsMessages = defineMessages({
  // Lists of options, rows and columns
  options: 'Options',
  rows: 'Rows',
  statements: 'Statements',
  columns: 'Columns',
  answerScale: 'Answer scale',
  itemNumber: '{number}.',
  itemName:
    '{kind, select, option {Option} row {Row} statement {Statement} column {Column} other {Answer}} {number}',
  moveItemUp:
    'Move {kind, select, option {option} row {row} statement {statement} column {column} other {answer}} {number} up',
  moveItemDown:
    'Move {kind, select, option {option} row {row} statement {statement} column {column} other {answer}} {number} down',
  removeItem:
    'Remove {kind, select, option {option} row {row} statement {statement} column {column} other {answer}} {number}',
  itemsMustDiffer:
    'Each {kind, select, option {option} row {row} statement {statement} column {column} other {answer}} must be different.',
  itemsNeedText:
    'Give every {kind, select, option {option} row {row} statement {statement} column {column} other {answer}} some text.',
  addItem:
    'Add {kind, select, option {option} row {row} statement {statement} column {column} other {answer}}',
  allowOther: 'Allow “Other”',
  allowOtherHint: 'Respondents may type their own answer.',
  requireAllRows: 'Require an answer in every row',
  requireAllRowsHint: 'Once a respondent starts the grid, they finish it.',
  // Picture choices
  pictures: 'Pictures',
  picturesHint: 'Upload a PNG, JPEG or SVG file (2 MB at most), or paste an https address.',
  unnamedOption: 'option {number}',
  imageAddressFor: 'Image address for {name}',
  useHttpsAddress: 'Use an address that starts with https://',
  allowSeveralPictures: 'Allow several pictures',
  uploadPictureFor: 'Upload picture for {name}',
  uploading: 'Uploading…',
  uploadPicture: 'Upload picture',
  pictureTooLarge: 'That file is larger than 2 MB. Choose a smaller picture.',
  pictureWrongType: 'Use a PNG, JPEG or SVG image for the picture.',
  pictureOffline: "Couldn't upload the picture. Check your connection and try again.",
  pictureEditorsOnly: 'Only the form’s editors can upload pictures.',
  pictureFailed: "Couldn't upload the picture. Please try again.",
  // File upload
  acceptedFileTypes: 'Accepted file types',
  anyFile: 'Any file',
  fileTypesHint: 'Comma-separated, e.g. .pdf, .docx, image/*',
  largestFileSize: 'Largest file size',
  fileSizeHint: 'For example 500KB, 10MB or 1GB.',
  fileSizeInvalid: 'Write a size such as 10MB',
  mostFiles: 'Most files',
  // Choices
  minSelections: 'Minimum selections',
  maxSelections: 'Maximum selections',
  noLimit: 'No limit',
  yesButtonText: '“Yes” button text',
  noButtonText: '“No” button text',
  // Scales, ratings and NPS
  lowestValue: 'Lowest value',
  highestValue: 'Highest value',
  step: 'Step',
  highestAboveLowest: 'The highest value must be above the lowest.',
  lowEndLabel: 'Label at the low end',
  lowEndPlaceholder: 'e.g. Not at all likely',
  highEndLabel: 'Label at the high end',
  highEndPlaceholder: 'e.g. Extremely likely',
  npsRange: 'Net Promoter Score questions always run from 0 to 10.',
  icon: 'Icon',
  iconStars: 'Stars',
  iconHearts: 'Hearts',
  iconNumbers: 'Numbers',
  highestRating: 'Highest rating',
  highestRatingHint: 'Between 3 and 10.',
  // Dates
  earliestDate: 'Earliest date',
  latestDate: 'Latest date',
  fewestDays: 'Fewest days to pick',
  mostDays: 'Most days to pick',
  // Phone
  countryOption: '{name} ({code})',
  noCountry: 'None: international numbers only',
  defaultCountry: 'Default country',
  defaultCountryHint: 'Numbers typed without +country code are read in this country.',
  placeholder: 'Placeholder',
  // Numbers and text
  minimum: 'Minimum',
  maximum: 'Maximum',
  decimalPlaces: 'Decimal places allowed',
  any: 'Any',
  wholeNumbersOnly: 'Whole numbers only',
  textPlaceholderHint: 'Shown in the empty answer box.',
  minCharacters: 'Minimum characters',
  maxCharacters: 'Maximum characters',
  // Payment
  amount: 'Amount ({currency})',
  amountAboveZero: 'Enter an amount above zero',
  currency: 'Currency',
  paymentDescription: 'What the payment is for',
  // Hidden field
  urlParameterName: 'URL parameter name',
  urlParameterHint: 'Filled from links like …?{name}=newsletter',
  urlParameterInvalid: 'Use letters, digits, dots, dashes or underscores',
  defaultValue: 'Default value',
  defaultValueHint: 'Used when the link does not set it.',
});
