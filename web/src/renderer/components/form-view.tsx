/**
 * A published form as respondents see it: the owner's theme (colours, font, button and card
 * style, logo, video, sanitised custom CSS), then the welcome screen, the pages and the thank-you
 * screen, all in place.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { PublicForm } from '@core/api/public';
import { FORM_ROOT_ID, sanitizeCustomCss } from '../lib/css-sanitizer';
import { EMBED_SCROLL, postToHost } from '../lib/embed-messages';
import { httpsUrl } from '../lib/safe-url';
import { cardClass, themeStyle } from '../lib/theme-style';
import { youtubeEmbedUrl } from '../lib/youtube';
import { RespondentContext } from '../state/respondent-context';
import { useRespondentForm } from '../state/use-respondent-form';
import { Branding, ThankYouScreen, WelcomeScreen } from './form-screens';
import { preloadInputsFor } from './inputs/input-registry';
import { cx } from './inputs/styles';
import { QuestionPage } from './question-page';
import { UnavailableView } from './unavailable-view';
import { VideoEmbed } from './video-embed';

export const INTERACTIVE_MARK = 'formloom:interactive';

/** /forms/{id} (or /anonymous-forms/{id}) from the payload's basePath, with or without the id. */
export function formPath(basePath: string, formId: string): string {
  const id = encodeURIComponent(formId);
  const base = (basePath || '/forms').replace(/\/+$/, '');
  return base.endsWith(`/${id}`) ? base : `${base}/${id}`;
}

export function FormRunner({
  form,
  basePath,
  embedded = false,
}: {
  form: PublicForm;
  basePath: string;
  embedded?: boolean;
}) {
  const state = useRespondentForm(form);
  const { theme } = form;
  const style = useMemo(() => themeStyle(theme), [theme]);
  const customCss = useMemo(() => sanitizeCustomCss(theme.customCSS), [theme.customCSS]);
  const videoUrl = youtubeEmbedUrl(theme.youtubeUrl);
  const logoUrl = httpsUrl(theme.logoUrl);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const context = useMemo(
    () => ({ formId: form.id, draftId: state.draftId }),
    [form.id, state.draftId],
  );

  useEffect(() => preloadInputsFor(form.questions), [form.questions]);

  // The form is on screen and React's handlers are live: what bench/public-form (and any real-user
  // monitoring) calls usable.
  useEffect(() => {
    performance.mark?.(INTERACTIVE_MARK);
  }, []);

  // Focus follows the respondent: the new page's heading, the first answer to fix, the thank-you.
  // A layout effect, so focus moves in the same task that puts the new page on screen: a passive
  // effect runs a frame later when the page changed after an await (the engine's chunk, the
  // submission), and a key pressed in between went to the old focus.
  useLayoutEffect(() => {
    const request = state.takeFocusRequest();
    if (!request) return;
    if (request === 'page' || request === 'done') {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
      if (embedded) postToHost({ type: EMBED_SCROLL });
      return;
    }
    const container = document.querySelector(`[data-question-id="${request.questionId}"]`);
    container?.scrollIntoView({ block: 'start' });
    const target = container?.querySelector<HTMLElement>(
      'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
    target?.focus({ preventScroll: true });
  });

  if (state.closed) {
    return <UnavailableView reason="closed" message={state.closed.message} embedded={embedded} />;
  }

  const resumeUrl =
    state.resumeToken && state.stage === 'questions'
      ? new URL(
          `${formPath(basePath, form.id)}?resume=${encodeURIComponent(state.resumeToken)}`,
          window.location.origin,
        ).toString()
      : null;

  return (
    <RespondentContext.Provider value={context}>
      <div
        id={FORM_ROOT_ID}
        className={cx('fl-root bg-(--fl-page) text-foreground', !embedded && 'min-h-dvh')}
        style={style}
      >
        {customCss ? <style>{customCss}</style> : null}
        <div
          className={cx(
            'mx-auto w-full max-w-2xl px-3 sm:px-6',
            embedded ? 'py-4' : 'py-6 sm:py-12',
          )}
        >
          {logoUrl ? (
            <img src={logoUrl} alt="" className="fl-logo mx-auto mb-6 max-h-16 w-auto max-w-full" />
          ) : null}
          <div className={cx('fl-card rounded-2xl p-5 sm:p-10', cardClass(theme.cardStyle))}>
            {state.stage === 'welcome' ? (
              <>
                {videoUrl ? <VideoEmbed src={videoUrl} title={form.title} /> : null}
                <WelcomeScreen
                  screen={form.welcomeScreen}
                  formTitle={form.title}
                  onStart={state.start}
                />
              </>
            ) : state.stage === 'done' ? (
              <ThankYouScreen screen={form.thankYouScreen} headingRef={headingRef} />
            ) : (
              <QuestionPage
                form={form}
                state={state}
                headingRef={headingRef}
                videoUrl={form.welcomeScreen.enabled ? null : videoUrl}
                resumeUrl={resumeUrl}
              />
            )}
          </div>
          {theme.showBranding ? <Branding embedded={embedded} /> : null}
        </div>
      </div>
    </RespondentContext.Provider>
  );
}
