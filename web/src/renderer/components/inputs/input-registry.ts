/**
 * The input for each question type. A Record over QuestionType, so a new type does not compile
 * until it has an input. `group` inputs are several controls and get a fieldset and legend; the
 * others are one control and get a <label for>.
 */
import { lazy, type ComponentType } from 'react';
import type { Question } from '@core/form/definition';
import type * as AdvancedInputs from './advanced-inputs';
import type { QuestionType } from '@core/form/enums';
import { CheckboxInput, DropdownInput, MultipleChoiceInput, YesNoInput } from './choice-inputs';
import { DateInput, MultipleDatesInput, TimeInput, TimeRangeInput } from './date-inputs';
import { GridInput } from './grid-input';
import { ImageChoiceInput } from './image-choice-input';
import type { InputProps } from './input-props';
import { RankingInput } from './ranking-input';
import { ScoreInput } from './score-inputs';
import { LongTextInput, NumberInput, TextInput } from './text-inputs';

type AdvancedModule = typeof AdvancedInputs;
let advancedModule: AdvancedModule | null = null;
const loadAdvanced = () => import('./advanced-inputs').then((module) => (advancedModule = module));

/**
 * React.lazy for one of the split inputs. Once the chunk is in (preloadInputsFor), the thenable
 * resolves synchronously, so a page that shows these inputs renders them at once instead of
 * flashing a placeholder for a frame.
 */
const advanced = (name: keyof AdvancedModule) =>
  lazy(() => {
    const loaded = advancedModule;
    if (loaded) {
      const module = { default: loaded[name] as ComponentType<InputProps> };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >;
    }
    return loadAdvanced().then((m) => ({ default: m[name] as ComponentType<InputProps> }));
  });

const FileInput = advanced('FileInput');
const SignatureInput = advanced('SignatureInput');
const LocationInput = advanced('LocationInput');
const PaymentInput = advanced('PaymentInput');
const CaptchaInput = advanced('CaptchaInput');

const ADVANCED_TYPES = new Set<QuestionType>([
  'FILE_UPLOAD',
  'MULTIPLE_FILE_UPLOAD',
  'PICTURE_UPLOAD',
  'VIDEO_UPLOAD',
  'SIGNATURE',
  'LOCATION',
  'PAYMENT',
  'CAPTCHA',
]);

/**
 * Loads the lazily split inputs these questions show, and the chunks those load in turn, so they
 * render at once: what a hydrated first page needs before hydration starts (ADR 038).
 */
export async function loadInputsFor(questions: readonly Question[]): Promise<void> {
  const types = new Set(questions.map((q) => q.type).filter((type) => ADVANCED_TYPES.has(type)));
  if (types.size === 0) return;
  const module = await loadAdvanced();
  await module.loadNestedFor(types);
}

/** Starts loading the lazily split inputs this form will need, so no page waits for them. */
export function preloadInputsFor(questions: readonly Question[]): void {
  if (questions.some((q) => ADVANCED_TYPES.has(q.type))) void loadAdvanced().catch(() => undefined);
}

export interface InputEntry {
  Input: ComponentType<InputProps>;
  group: boolean;
}

/** HIDDEN_FIELD and SURVEY_LOGIC are never on a page; they render nothing if asked. */
const Nothing: ComponentType<InputProps> = () => null;

const single = (Input: ComponentType<InputProps>): InputEntry => ({ Input, group: false });
const group = (Input: ComponentType<InputProps>): InputEntry => ({ Input, group: true });

export const INPUTS: Record<QuestionType, InputEntry> = {
  SHORT_TEXT: single(TextInput),
  LONG_TEXT: single(LongTextInput),
  EMAIL: single(TextInput),
  URL: single(TextInput),
  PHONE: single(TextInput),
  PHONE_FORMATTED: single(TextInput),
  NUMBER: single(NumberInput),
  DROPDOWN: single(DropdownInput),
  DATE: single(DateInput),
  TIME: single(TimeInput),
  FILE_UPLOAD: single(FileInput),
  MULTIPLE_FILE_UPLOAD: single(FileInput),
  PICTURE_UPLOAD: single(FileInput),
  VIDEO_UPLOAD: single(FileInput),
  MULTIPLE_CHOICE: group(MultipleChoiceInput),
  CHECKBOX: group(CheckboxInput),
  YES_NO: group(YesNoInput),
  IMAGE_CHOICE: group(ImageChoiceInput),
  RATING: group(ScoreInput),
  SCALE: group(ScoreInput),
  NPS: group(ScoreInput),
  NPS_RATING: group(ScoreInput),
  MATRIX: group(GridInput),
  LIKERT_SCALE: group(GridInput),
  RANKING: group(RankingInput),
  TIME_RANGE: group(TimeRangeInput),
  MULTIPLE_DATE_PICKER: group(MultipleDatesInput),
  SIGNATURE: group(SignatureInput),
  LOCATION: group(LocationInput),
  PAYMENT: group(PaymentInput),
  CAPTCHA: group(CaptchaInput),
  HIDDEN_FIELD: single(Nothing),
  SURVEY_LOGIC: single(Nothing),
};
