/**
 * Question type names as the builder's palette shows them. A copy rather than the core registry:
 * the registry brings every type's schemas, which the gallery's small chunk cannot afford.
 * `Record<QuestionType, …>` makes a type missing here a compile error. Each is a message of the
 * gallery's catalogue, shown with `t`.
 */
import type { QuestionType } from '@core/form/enums';
import { templatesMessages as m } from '../messages';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
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
