/**
 * One question: its number, title, description, input and error. Single controls get a
 * <label for>; groups of controls a fieldset and legend. The error is tied to the input with
 * aria-describedby and aria-invalid.
 */
import { memo, Suspense, useLayoutEffect } from 'react';
import type { Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { controlName } from '@core/form/native-fields';
import { ChunkErrorBoundary } from '@/lib/chunk-error-boundary';
import type { MessageKey } from '../i18n/messages/en';
import { useTranslator } from '../i18n/translator-context';
import { useRendererServices } from '../state/renderer-context';
import { INPUTS } from './inputs/input-registry';
import type { FieldIds } from './inputs/input-props';
import { cx, primaryButton } from './inputs/styles';

export interface QuestionFieldProps {
  question: Question;
  value: unknown;
  error: string | undefined;
  required: boolean;
  /** 1-based, when the theme shows question numbers. */
  number: number | null;
  onAnswer: (questionId: string, value: unknown) => void;
  onUpdate: (questionId: string, update: (previous: unknown) => unknown) => void;
}

/**
 * What a page served without script cannot do (ADR 033): a `<noscript>` line says so. The rest of
 * the types post as native controls.
 */
const NEEDS_SCRIPT: Partial<Record<QuestionType, MessageKey>> = {
  SIGNATURE: 'noScriptSignature',
  LOCATION: 'noScriptLocation',
  PAYMENT: 'noScriptPayment',
  CAPTCHA: 'noScriptCaptcha',
};

export const fieldIds = (questionId: string): FieldIds => ({
  control: controlName(questionId),
  description: `fl-q-${questionId}-description`,
  error: `fl-q-${questionId}-error`,
});

function Title({
  question,
  number,
  required,
}: {
  question: Question;
  number: number | null;
  required: boolean;
}) {
  const { t } = useTranslator();
  return (
    <>
      {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- "3.": a number, no word */}
      {number !== null ? <span className="me-1.5 text-(--fl-primary-text)">{number}.</span> : null}
      {question.title}
      {required ? (
        <>
          {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the asterisk; the words are below */}
          <span aria-hidden="true" className="ms-1 text-destructive">
            *
          </span>
          <span className="sr-only"> {t('required')}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * Tells the host the input is in the page. Inside the input's Suspense boundary, after it: React
 * hydrates each boundary in a pass of its own after the page's, and only then are the input's
 * handlers live (ADR 038). Renders nothing, so the markup is the server's.
 */
function InputMounted({ questionId }: { questionId: string }) {
  const { onInputMounted } = useRendererServices();
  useLayoutEffect(() => onInputMounted?.(questionId), [onInputMounted, questionId]);
  return null;
}

export const QuestionField = memo(function QuestionField({
  question,
  value,
  error,
  required,
  number,
  onAnswer,
  onUpdate,
}: QuestionFieldProps) {
  const { t } = useTranslator();
  const entry = INPUTS[question.type];
  if (!entry) return null;
  const { Input, group } = entry;
  const ids = fieldIds(question.id);
  const needsScript = NEEDS_SCRIPT[question.type];
  const describedBy =
    [question.description ? ids.description : null, error ? ids.error : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const titleClass = 'block text-lg leading-snug font-semibold break-words';
  const description = question.description ? (
    <p id={ids.description} className="mt-1 text-base whitespace-pre-line text-muted-foreground">
      {question.description}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={ids.error} className="mt-2 text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
  const input = (
    <div className="mt-3">
      {/* The rare inputs are a lazy chunk, which a deploy can remove from under an open page. */}
      <ChunkErrorBoundary buttonClassName={primaryButton}>
        <Suspense
          fallback={
            <div className="h-11 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
          }
        >
          <Input
            question={question}
            value={value}
            onChange={(next) => onAnswer(question.id, next)}
            onUpdate={(update) => onUpdate(question.id, update)}
            ids={ids}
            describedBy={describedBy}
            invalid={!!error}
            required={required}
          />
          <InputMounted questionId={question.id} />
        </Suspense>
      </ChunkErrorBoundary>
      {needsScript ? (
        <noscript>
          <p className="mt-2 text-sm font-medium">{t(needsScript)}</p>
        </noscript>
      ) : null}
    </div>
  );

  return (
    <div
      className={cx('fl-question scroll-mt-6', error && 'fl-question-invalid')}
      data-question-id={question.id}
    >
      {group ? (
        <fieldset aria-describedby={describedBy} className="min-w-0">
          <legend className={titleClass}>
            <Title question={question} number={number} required={required} />
          </legend>
          {description}
          {input}
          {errorText}
        </fieldset>
      ) : (
        <>
          <label htmlFor={ids.control} className={titleClass}>
            <Title question={question} number={number} required={required} />
          </label>
          {description}
          {input}
          {errorText}
        </>
      )}
    </div>
  );
});
