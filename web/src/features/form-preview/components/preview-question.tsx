import type { ComponentType } from 'react';
import type { Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { FieldMessage } from '@/components/ui/field-message';
import type { AnswerProps } from './answers/answer-props';
import { ChoiceAnswer } from './answers/choice-answer';
import { DatesAnswer } from './answers/dates-answer';
import { GridAnswer } from './answers/grid-answer';
import { RankingAnswer } from './answers/ranking-answer';
import { ScaleAnswer } from './answers/scale-answer';
import { TextAnswer } from './answers/text-answer';
import { UnsupportedAnswer } from './answers/unsupported-answer';

/** Types the preview cannot answer (they need uploads, payments or a live captcha). */
export const PREVIEW_SKIPPED: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'FILE_UPLOAD',
  'MULTIPLE_FILE_UPLOAD',
  'PICTURE_UPLOAD',
  'VIDEO_UPLOAD',
  'SIGNATURE',
  'PAYMENT',
  'CAPTCHA',
  'LOCATION',
]);

const CONTROLS: Partial<Record<QuestionType, ComponentType<AnswerProps>>> = {
  MULTIPLE_CHOICE: ChoiceAnswer,
  CHECKBOX: ChoiceAnswer,
  DROPDOWN: ChoiceAnswer,
  YES_NO: ChoiceAnswer,
  IMAGE_CHOICE: ChoiceAnswer,
  RATING: ScaleAnswer,
  SCALE: ScaleAnswer,
  NPS: ScaleAnswer,
  NPS_RATING: ScaleAnswer,
  MATRIX: GridAnswer,
  LIKERT_SCALE: GridAnswer,
  RANKING: RankingAnswer,
  MULTIPLE_DATE_PICKER: DatesAnswer,
  TIME_RANGE: DatesAnswer,
};

/** Groups of controls are named by their fieldset; single inputs by the label. */
const GROUPED = new Set<QuestionType>([
  'MULTIPLE_CHOICE',
  'CHECKBOX',
  'YES_NO',
  'IMAGE_CHOICE',
  'RATING',
  'SCALE',
  'NPS',
  'NPS_RATING',
  'MATRIX',
  'LIKERT_SCALE',
  'RANKING',
]);

export interface PreviewQuestionProps {
  question: Question;
  number: number | null;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}

export function PreviewQuestion({
  question,
  number,
  value,
  error,
  onChange,
}: PreviewQuestionProps) {
  const inputId = `preview-${question.id}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const Control = PREVIEW_SKIPPED.has(question.type)
    ? UnsupportedAnswer
    : (CONTROLS[question.type] ?? TextAnswer);
  const Heading = GROUPED.has(question.type) ? 'p' : 'label';
  return (
    <div className="flex flex-col gap-2">
      <Heading
        {...(Heading === 'label' ? { htmlFor: inputId } : {})}
        className="text-base font-semibold"
      >
        {number !== null ? `${number}. ` : ''}
        {question.title}
        {question.required ? (
          <>
            <span className="text-destructive" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : null}
      </Heading>
      {question.description ? <p className="text-sm opacity-80">{question.description}</p> : null}
      <Control
        question={question}
        value={value}
        onChange={onChange}
        inputId={inputId}
        errorId={errorId}
        invalid={Boolean(error)}
      />
      {error ? (
        <FieldMessage tone="error" id={errorId} className="text-sm">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
