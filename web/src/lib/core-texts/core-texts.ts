/**
 * Texts core defines by a stable id, as the app shows them: each id maps to a message of the app's
 * catalogue (ADR 056 addendum), never to core's English. Core keeps its English where the server
 * needs it (its errors and e-mails); `core-texts.test.ts` checks that every id core knows has a
 * message here and that the English is core's, byte for byte.
 *
 * Types only from core's registries: the gallery's small chunk must not pull in every question
 * type's schemas.
 */
import type { QuestionType } from '@core/form/enums';
import { MESSAGES, type ValidationMessageKey } from '@core/form/messages';
import type { ThemeColourField } from '@core/form/theme-colors';
import type { TemplateCategory } from '@core/templates/template';
import { type MessageValues, t } from '@/lib/app-messages/app-messages';
import { coreTextMessages as m } from './messages';

/** Each question type's name, as a message (show it with `t`, or use questionTypeName). */
export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  SHORT_TEXT: m.typeShortText,
  LONG_TEXT: m.typeLongText,
  MULTIPLE_CHOICE: m.typeMultipleChoice,
  CHECKBOX: m.typeCheckbox,
  DROPDOWN: m.typeDropdown,
  YES_NO: m.typeYesNo,
  RATING: m.typeRating,
  SCALE: m.typeScale,
  EMAIL: m.typeEmail,
  PHONE: m.typePhone,
  PHONE_FORMATTED: m.typePhoneFormatted,
  DATE: m.typeDate,
  TIME: m.typeTime,
  MULTIPLE_DATE_PICKER: m.typeMultipleDates,
  NUMBER: m.typeNumber,
  URL: m.typeUrl,
  FILE_UPLOAD: m.typeFileUpload,
  MULTIPLE_FILE_UPLOAD: m.typeMultipleFileUpload,
  SIGNATURE: m.typeSignature,
  MATRIX: m.typeMatrix,
  RANKING: m.typeRanking,
  PAYMENT: m.typePayment,
  IMAGE_CHOICE: m.typeImageChoice,
  LOCATION: m.typeLocation,
  NPS: m.typeNps,
  NPS_RATING: m.typeNpsRating,
  PICTURE_UPLOAD: m.typePictureUpload,
  VIDEO_UPLOAD: m.typeVideoUpload,
  CAPTCHA: m.typeCaptcha,
  SURVEY_LOGIC: m.typeLogicBlock,
  LIKERT_SCALE: m.typeLikert,
  TIME_RANGE: m.typeTimeRange,
  HIDDEN_FIELD: m.typeHiddenField,
};

export function questionTypeName(type: QuestionType): string {
  return t(QUESTION_TYPE_NAMES[type]);
}

export const TEMPLATE_CATEGORY_NAMES: Record<TemplateCategory, string> = {
  'customer-feedback': m.categoryCustomerFeedback,
  nps: m.categoryNps,
  'product-research': m.categoryProductResearch,
  'hr-and-employee': m.categoryHrAndEmployee,
  'events-and-registration': m.categoryEventsAndRegistration,
  'education-and-quizzes': m.categoryEducationAndQuizzes,
  'lead-generation-and-contact': m.categoryLeadGenerationAndContact,
  'health-and-intake': m.categoryHealthAndIntake,
  other: m.categoryOther,
};

export function templateCategoryName(category: TemplateCategory): string {
  return t(TEMPLATE_CATEGORY_NAMES[category]);
}

/** Core's validation messages (MESSAGES) by their key. */
export const VALIDATION_MESSAGES: Record<ValidationMessageKey, string> = {
  usernameRequired: m.usernameRequired,
  passwordRequired: m.passwordRequired,
  passwordTooShort: m.passwordTooShort,
  passwordsDontMatch: m.passwordsDontMatch,
  questionTextRequired: m.questionTextRequired,
  formTitleRequired: m.formTitleRequired,
  required: m.required,
  invalidInput: m.invalidInput,
  allRowsRequired: m.allRowsRequired,
};

export function validationMessage(key: ValidationMessageKey): string {
  return t(VALIDATION_MESSAGES[key]);
}

/**
 * Reads texts a core schema (or the server, which runs the same schemas) put on a field: one of
 * `coreTexts` becomes the app's message for its key, formatted with `values`; any other text is
 * shown as it came.
 */
export function coreTextReader<K extends string>(
  coreTexts: Readonly<Record<K, string>>,
  appMessages: Readonly<Record<K, string>>,
  values?: MessageValues,
): (text: string) => string {
  const keyOf = new Map<string, K>(
    (Object.keys(coreTexts) as K[]).map((key) => [coreTexts[key], key]),
  );
  return (text) => {
    const key = keyOf.get(text);
    return key === undefined ? text : t(appMessages[key], values);
  };
}

/** A field message in the app's words when it is one of core's MESSAGES. */
export const validationText = coreTextReader(MESSAGES, VALIDATION_MESSAGES);

export const COLOUR_USES: Record<ThemeColourField, string> = {
  primaryColor: m.usePrimaryColor,
  secondaryColor: m.useSecondaryColor,
  accentColor: m.useAccentColor,
};

/** What a theme colour is used for, as the brand kit and the form settings describe it. */
export function colourUse(field: ThemeColourField): string {
  return t(COLOUR_USES[field]);
}

/** The responses page's note while retention is on (and the settings' toast when it is saved). */
export function retentionNote(days: number): string {
  return t(m.retentionNote, { count: days, days: String(days) });
}
