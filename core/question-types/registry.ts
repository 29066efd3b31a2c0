/**
 * Every question type by its spec name. Typed as a Record over QuestionType, so a type added to
 * the spec's list does not compile until it has a definition here.
 */
import type { QuestionType } from '../form/enums';
import { captcha } from './captcha';
import { checkbox } from './checkbox';
import { date } from './date';
import { dropdown } from './dropdown';
import { email } from './email';
import { fileUpload } from './file-upload';
import { hiddenField } from './hidden-field';
import { imageChoice } from './image-choice';
import { likertScale } from './likert-scale';
import { location } from './location';
import { longText } from './long-text';
import { matrix } from './matrix';
import { multipleChoice } from './multiple-choice';
import { multipleDatePicker } from './multiple-date-picker';
import { multipleFileUpload } from './multiple-file-upload';
import { nps } from './nps';
import { npsRating } from './nps-rating';
import { number } from './number';
import { payment } from './payment';
import { phone } from './phone';
import { phoneFormatted } from './phone-formatted';
import { pictureUpload } from './picture-upload';
import { ranking } from './ranking';
import { rating } from './rating';
import { scale } from './scale';
import { shortText } from './short-text';
import { signature } from './signature';
import { surveyLogic } from './survey-logic';
import { time } from './time';
import { timeRange } from './time-range';
import type { QuestionTypeDefinition } from './types';
import { url } from './url';
import { videoUpload } from './video-upload';
import { yesNo } from './yes-no';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry has its own settings and answer types
export const QUESTION_TYPE_REGISTRY: Record<QuestionType, QuestionTypeDefinition<any, any>> = {
  SHORT_TEXT: shortText,
  LONG_TEXT: longText,
  MULTIPLE_CHOICE: multipleChoice,
  CHECKBOX: checkbox,
  DROPDOWN: dropdown,
  YES_NO: yesNo,
  RATING: rating,
  SCALE: scale,
  EMAIL: email,
  PHONE: phone,
  PHONE_FORMATTED: phoneFormatted,
  DATE: date,
  TIME: time,
  MULTIPLE_DATE_PICKER: multipleDatePicker,
  NUMBER: number,
  URL: url,
  FILE_UPLOAD: fileUpload,
  MULTIPLE_FILE_UPLOAD: multipleFileUpload,
  SIGNATURE: signature,
  MATRIX: matrix,
  RANKING: ranking,
  PAYMENT: payment,
  IMAGE_CHOICE: imageChoice,
  LOCATION: location,
  NPS: nps,
  NPS_RATING: npsRating,
  PICTURE_UPLOAD: pictureUpload,
  VIDEO_UPLOAD: videoUpload,
  CAPTCHA: captcha,
  SURVEY_LOGIC: surveyLogic,
  LIKERT_SCALE: likertScale,
  TIME_RANGE: timeRange,
  HIDDEN_FIELD: hiddenField,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see QUESTION_TYPE_REGISTRY
export function getQuestionType(type: QuestionType): QuestionTypeDefinition<any, any> {
  return QUESTION_TYPE_REGISTRY[type];
}
