/** One page of questions with its header, error summary, Back / Next (or Submit) and the host's footer. */
import { useMemo, type ReactNode, type Ref } from 'react';
import type { FormDefinition } from '@core/form/definition';
import { NATIVE_FIELDS } from '@core/form/native-fields';
import { useTranslator } from '../i18n/translator-context';
import type { Translator } from '../i18n/translator';
import type { FormSession } from '../state/use-form-session';
import { NextArrow, BackArrow } from './direction-arrows';
import { NativeFields, ProgressBar } from './form-screens';
import type { NativeForm } from './form-view';
import { cx, primaryButton, secondaryButton } from './inputs/styles';
import { HydrationSlot } from './hydration-slot';
import { QuestionField } from './question-field';
import { ThemeVideo } from './theme-video';

interface QuestionPageProps {
  definition: FormDefinition;
  state: FormSession;
  headingRef: Ref<HTMLHeadingElement>;
  /** The theme's video link, shown on the first page when there is no welcome screen. */
  videoLink: string | null;
  /** Under the buttons: the host's extras (the public page's resume link). */
  footer?: ReactNode;
  native?: NativeForm;
}

function buttonLabel(state: FormSession, { t }: Translator): string {
  if (state.status === 'sending') return t('submitting');
  if (state.status === 'retrying') return t('retrying');
  return state.lastPage ? t('submit') : t('next');
}

export function QuestionPage({
  definition: form,
  state,
  headingRef,
  videoLink,
  footer,
  native,
}: QuestionPageProps) {
  const { theme } = form;
  const { flow, page, pageIndex } = state;
  const translator = useTranslator();
  const { t } = translator;
  const numbers = useMemo(() => {
    const all = flow.pages.flatMap((p) => p.questionIds);
    return new Map(all.map((id, i) => [id, i + 1]));
  }, [flow]);
  const required = useMemo(() => new Set(flow.requiredQuestionIds), [flow]);
  const busy = state.status !== 'idle';
  const pageTitle = page?.title ?? '';

  if (state.restoring) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{form.title}</h1>
        <p role="status" className="py-8 text-center text-muted-foreground">
          {t('restoring')}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="fl-form-title"
      method={native ? 'post' : undefined}
      action={native?.action}
      encType={native ? 'multipart/form-data' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void state.advance();
      }}
    >
      {native ? (
        <>
          <NativeFields native={native} />
          {/*
            The form's default button, first in tree order: Enter in a field posts "next" without
            script (and submits the form with it), never the Back button placed before Next.
          */}
          <button
            type="submit"
            name={NATIVE_FIELDS.action}
            value="next"
            tabIndex={-1}
            aria-hidden="true"
            className="sr-only"
          >
            {buttonLabel(state, translator)}
          </button>
        </>
      ) : null}
      {theme.showProgressBar && flow.pages.length > 1 ? (
        <ProgressBar current={pageIndex} total={flow.pages.length} />
      ) : null}
      <header className="mb-8">
        <h1
          id="fl-form-title"
          ref={pageTitle ? undefined : headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-words sm:text-3xl"
        >
          {form.title}
        </h1>
        {pageIndex === 0 && form.description ? (
          <p className="mt-2 text-lg whitespace-pre-line text-muted-foreground">
            {form.description}
          </p>
        ) : null}
        {pageIndex === 0 ? <ThemeVideo link={videoLink} title={form.title} /> : null}
        {pageTitle ? (
          <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-semibold break-words">
            {pageTitle}
          </h2>
        ) : null}
        {page?.description ? (
          <p className="mt-1 whitespace-pre-line text-muted-foreground">{page.description}</p>
        ) : null}
      </header>

      <div role="alert" className="empty:hidden">
        {state.alert ? (
          <p className="fl-alert mb-6 rounded-md border border-destructive px-4 py-3 font-medium text-destructive">
            {state.alert}
          </p>
        ) : null}
      </div>
      {state.unsent ? (
        // Outside the alert, so screen readers announce the message once, not the button too.
        <button
          type="button"
          className={cx(secondaryButton, '-mt-2 mb-6 aria-disabled:cursor-progress')}
          aria-disabled={busy || undefined}
          onClick={() => void state.advance()}
        >
          {t('tryAgain')}
        </button>
      ) : null}

      <div className="grid gap-10">
        {(page?.questionIds ?? []).map((id) => {
          const question = state.questions.get(id);
          if (!question) return null;
          return (
            <HydrationSlot key={id} id={id}>
              <QuestionField
                question={question}
                value={state.answers[id]}
                error={state.errors[id]}
                required={required.has(id)}
                number={theme.showQuestionNumbers ? (numbers.get(id) ?? null) : null}
                onAnswer={state.answer}
                onUpdate={state.update}
              />
            </HydrationSlot>
          );
        })}
      </div>

      <div className="mt-10 flex flex-wrap-reverse items-center justify-between gap-3">
        {state.canGoBack ? (
          <button
            // Without script Back posts the page ("back"); with it, it goes back in place.
            type={native ? 'submit' : 'button'}
            name={native ? NATIVE_FIELDS.action : undefined}
            value={native ? 'back' : undefined}
            className={secondaryButton}
            onClick={(event) => {
              event.preventDefault();
              state.back();
            }}
            disabled={busy}
          >
            <BackArrow />
            {t('back')}
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          className={cx(
            primaryButton,
            'min-w-32 aria-disabled:cursor-progress aria-disabled:opacity-70',
          )}
          aria-disabled={busy || undefined}
          name={native ? NATIVE_FIELDS.action : undefined}
          value={native ? 'next' : undefined}
        >
          {buttonLabel(state, translator)}
          {state.lastPage ? null : <NextArrow />}
        </button>
      </div>
      {footer}
    </form>
  );
}
