/**
 * Question type names as the builder's palette shows them. A copy rather than the core registry:
 * the registry brings every type's schemas, which the gallery's small chunk cannot afford.
 * `Record<QuestionType, …>` makes a type missing here a compile error.
 */
import type { QuestionType } from '@core/form/enums';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  SHORT_TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  MULTIPLE_CHOICE: 'Multiple choice',
  CHECKBOX: 'Checkboxes',
  DROPDOWN: 'Dropdown',
  YES_NO: 'Yes / No',
  RATING: 'Rating',
  SCALE: 'Scale',
  EMAIL: 'Email',
  PHONE: 'Phone',
  PHONE_FORMATTED: 'Phone (formatted)',
  DATE: 'Date',
  TIME: 'Time',
  MULTIPLE_DATE_PICKER: 'Multiple dates',
  NUMBER: 'Number',
  URL: 'Website',
  FILE_UPLOAD: 'File upload',
  MULTIPLE_FILE_UPLOAD: 'Multiple file upload',
  SIGNATURE: 'Signature',
  MATRIX: 'Matrix',
  RANKING: 'Ranking',
  PAYMENT: 'Payment',
  IMAGE_CHOICE: 'Image choice',
  LOCATION: 'Location',
  NPS: 'Net Promoter Score',
  NPS_RATING: 'NPS rating',
  PICTURE_UPLOAD: 'Picture upload',
  VIDEO_UPLOAD: 'Video upload',
  CAPTCHA: 'Captcha',
  SURVEY_LOGIC: 'Logic block',
  LIKERT_SCALE: 'Likert scale',
  TIME_RANGE: 'Time range',
  HIDDEN_FIELD: 'Hidden field',
};
