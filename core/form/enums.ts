/**
 * The spec's enumerations (product-spec section 3), kept as const tuples so that zod enums,
 * TypeScript unions and exhaustive registries all come from one list.
 */
export const QUESTION_TYPES = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'MULTIPLE_CHOICE',
  'CHECKBOX',
  'DROPDOWN',
  'YES_NO',
  'RATING',
  'SCALE',
  'EMAIL',
  'PHONE',
  'PHONE_FORMATTED',
  'DATE',
  'TIME',
  'MULTIPLE_DATE_PICKER',
  'NUMBER',
  'URL',
  'FILE_UPLOAD',
  'MULTIPLE_FILE_UPLOAD',
  'SIGNATURE',
  'MATRIX',
  'RANKING',
  'PAYMENT',
  'IMAGE_CHOICE',
  'LOCATION',
  'NPS',
  'NPS_RATING',
  'PICTURE_UPLOAD',
  'VIDEO_UPLOAD',
  'CAPTCHA',
  'SURVEY_LOGIC',
  'LIKERT_SCALE',
  'TIME_RANGE',
  'HIDDEN_FIELD',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const LOGIC_OPERATORS = [
  'EQUALS',
  'NOT_EQUALS',
  'CONTAINS',
  'NOT_CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN_OR_EQUAL',
  'IS_EMPTY',
  'IS_NOT_EMPTY',
  'IS_ONE_OF',
  'IS_NOT_ONE_OF',
  'REGEX_MATCH',
  'DATE_BEFORE',
  'DATE_AFTER',
  'DATE_BETWEEN',
] as const;
export type LogicOperator = (typeof LOGIC_OPERATORS)[number];

export const LOGIC_ACTION_TYPES = [
  'SHOW',
  'HIDE',
  'SKIP_TO',
  'END_FORM',
  'SET_VALUE',
  'CALCULATE',
] as const;
export type LogicActionType = (typeof LOGIC_ACTION_TYPES)[number];

export const LOGIC_BLOCK_TYPES = ['condition', 'ending', 'jump'] as const;
export type LogicBlockType = (typeof LOGIC_BLOCK_TYPES)[number];

export const CONTENT_TYPES = [
  'landing_video',
  'landing_text',
  'about',
  'pricing',
  'help',
  'terms',
  'privacy',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const NOTIFICATION_TYPES = [
  'invitation',
  'form_shared',
  'collaboration_request',
  'access_granted',
  'access_revoked',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const BUTTON_STYLES = ['rounded', 'square', 'pill'] as const;
export const CARD_STYLES = ['shadow', 'border', 'flat'] as const;
