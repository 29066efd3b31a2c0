/**
 * The input for each question type. A Record over QuestionType, so a new type does not compile
 * until it has an input. `group` inputs are several controls and get a fieldset and legend; the
 * others are one control and get a <label for>.
 */
import { lazy, type ComponentType } from 'react';
import type { Question } from '@core/form/definition';
import type * as AdvancedInputs from './advanced-inputs';
import type { QuestionType } from '@core/form/enums';
import { loadInputMessages } from '../../i18n/catalogue';
import { CheckboxInput, DropdownInput, MultipleChoiceInput, YesNoInput } from './choice-inputs';
import { DateInput, TimeInput } from './date-inputs';
import type { InputProps } from './input-props';
import type * as MoreInputs from './more-inputs';
import { ScoreInput } from './score-inputs';
import { LongTextInput, NumberInput, TextInput } from './text-inputs';

type AdvancedModule = typeof AdvancedInputs;
type MoreModule = typeof MoreInputs;

/** A lazily loaded chunk of inputs: its module once in, and the import that brings it. */
interface Split<M> {
  module: M | null;
  load: () => Promise<M>;
}
function split<M>(importer: () => Promise<M>): Split<M> {
  const chunk: Split<M> = {
    module: null,
    load: () => importer().then((module) => (chunk.module = module)),
  };
  return chunk;
}
// Each comes with the English words only these inputs show (input-message-keys.ts).
const withWords = <M>(chunk: Promise<M>) =>
  Promise.all([chunk, loadInputMessages()]).then(([module]) => module);
const advancedChunk = split(() => withWords(import('./advanced-inputs')));
const moreChunk = split(() => withWords(import('./more-inputs')));

/**
 * React.lazy for one of the split inputs. Once the chunk is in (loadInputsFor), the thenable
 * resolves synchronously, so a page that shows these inputs renders them at once instead of
 * flashing a placeholder for a frame.
 */
function lazyInput<M>(chunk: Split<M>, name: keyof M) {
  return lazy(() => {
    const loaded = chunk.module;
    if (loaded) {
      const module = { default: loaded[name] as ComponentType<InputProps> };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >;
    }
    return chunk.load().then((m) => ({ default: m[name] as ComponentType<InputProps> }));
  });
}
const advanced = (name: keyof AdvancedModule) => lazyInput(advancedChunk, name);
const more = (name: keyof MoreModule) => lazyInput(moreChunk, name);

const FileInput = advanced('FileInput');
const SignatureInput = advanced('SignatureInput');
const LocationInput = advanced('LocationInput');
const PaymentInput = advanced('PaymentInput');
const CaptchaInput = advanced('CaptchaInput');
const ImageChoiceInput = more('ImageChoiceInput');
const GridInput = more('GridInput');
const RankingInput = more('RankingInput');
const TimeRangeInput = more('TimeRangeInput');
const MultipleDatesInput = more('MultipleDatesInput');

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
const MORE_TYPES = new Set<QuestionType>([
  'IMAGE_CHOICE',
  'MATRIX',
  'LIKERT_SCALE',
  'RANKING',
  'TIME_RANGE',
  'MULTIPLE_DATE_PICKER',
]);

/**
 * Loads the lazily split inputs these questions show, and the chunks those load in turn, so they
 * render at once: what a hydrated first page needs before hydration starts (ADR 038).
 */
export async function loadInputsFor(questions: readonly Question[]): Promise<void> {
  const types = new Set(questions.map((q) => q.type));
  const needs = (of: ReadonlySet<QuestionType>) => [...types].some((type) => of.has(type));
  await Promise.all([
    needs(MORE_TYPES) ? moreChunk.load() : null,
    needs(ADVANCED_TYPES)
      ? advancedChunk.load().then((module) => module.loadNestedFor(types))
      : null,
  ]);
}

/** Starts loading the lazily split inputs this form will need, so no page waits for them. */
export function preloadInputsFor(questions: readonly Question[]): void {
  for (const [types, chunk] of [
    [ADVANCED_TYPES, advancedChunk],
    [MORE_TYPES, moreChunk],
  ] as const) {
    if (questions.some((q) => types.has(q.type))) void chunk.load().catch(() => undefined);
  }
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
