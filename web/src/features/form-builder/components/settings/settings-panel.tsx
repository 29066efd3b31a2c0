import type { Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { DateSettings } from './date-settings';
import { FileSettings } from './file-settings';
import { HiddenFieldSettings } from './hidden-field-settings';
import { NpsSettings } from './nps-settings';
import { NumberSettings } from './number-settings';
import { PaymentSettings } from './payment-settings';
import { PhoneSettings } from './phone-settings';
import { RatingSettings } from './rating-settings';
import { ScaleSettings } from './scale-settings';
import { SelectionLimits } from './selection-limits';
import { TextSettings } from './text-settings';
import { YesNoSettings } from './yes-no-settings';

const EDITORS: Partial<Record<QuestionType, (props: { question: Question }) => React.ReactNode>> = {
  SHORT_TEXT: TextSettings,
  LONG_TEXT: TextSettings,
  EMAIL: TextSettings,
  URL: TextSettings,
  PHONE: PhoneSettings,
  PHONE_FORMATTED: PhoneSettings,
  CHECKBOX: SelectionLimits,
  YES_NO: YesNoSettings,
  RATING: RatingSettings,
  SCALE: ScaleSettings,
  NPS: NpsSettings,
  NPS_RATING: NpsSettings,
  DATE: DateSettings,
  MULTIPLE_DATE_PICKER: DateSettings,
  NUMBER: NumberSettings,
  FILE_UPLOAD: FileSettings,
  MULTIPLE_FILE_UPLOAD: FileSettings,
  PICTURE_UPLOAD: FileSettings,
  VIDEO_UPLOAD: FileSettings,
  SIGNATURE: FileSettings,
  PAYMENT: PaymentSettings,
  HIDDEN_FIELD: HiddenFieldSettings,
};

/** Types with something to set beyond their text and options. */
export function hasSettingsPanel(type: QuestionType): boolean {
  return EDITORS[type] !== undefined;
}

/** The type's own settings, generated from what its settings schema and columns hold. */
export function SettingsPanel({ question }: { question: Question }) {
  const Editor = EDITORS[question.type];
  return Editor ? <Editor question={question} /> : null;
}
