/**
 * A form as respondents see it: the owner's theme (colours, font, button and card style, logo,
 * video, sanitised custom CSS), then the welcome screen, the pages and the thank-you screen, all
 * in place. The public page and every preview render through this; what happens to the answers is
 * the host's (the session's submit and the services' upload).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { isBrandLogoPath } from '@core/form/brand-logo-path';
import type { FormDefinition } from '@core/form/definition';
import { useScopedCss } from '../lib/custom-css';
import { FORM_ROOT_ID } from '../lib/form-root-id';
import { httpsUrl } from '../lib/safe-url';
import { cardClass, themeStyle } from '../lib/theme-style';
import { RendererContext, type RendererServices } from '../state/renderer-context';
import type { FormSession } from '../state/use-form-session';
import { Branding, ThankYouScreen, WelcomeScreen } from './form-screens';
import { preloadInputsFor } from './inputs/input-registry';
import { cx } from './inputs/styles';
import { QuestionPage } from './question-page';
import { ThemeVideo } from './theme-video';

/**
 * 'page': the whole page is the form (the public page). 'embedded': the form in an iframe on
 * someone else's page. 'inline': a preview inside one of our own screens, one of several perhaps.
 */
export type FormLayout = 'page' | 'embedded' | 'inline';

/**
 * The server-rendered public page's native form (ADR 033): where it posts and the hidden fields it
 * carries (the signed draft, the page). With it the page works without script; with script the
 * same markup is hydrated and the handlers take over, so nothing is posted natively.
 */
export interface NativeForm {
  action: string;
  fields: Record<string, string>;
}

export interface FormViewProps {
  definition: FormDefinition;
  session: FormSession;
  services: RendererServices;
  layout: FormLayout;
  /** Under the page's buttons (the public page's "continue on another device"). */
  pageFooter?: ReactNode;
  /** After the respondent moved to another page or finished (an embed scrolls its host). */
  onPageChange?: () => void;
  /** "Submit another response" starts again in place rather than by loading the page. */
  onAgain?: () => void;
  /** A line under the thank-you screen (the public page: the answers waited offline, now sent). */
  doneNotice?: string;
  className?: string;
  /** The public page's native form; previews have none. */
  native?: NativeForm;
}

export function FormView({
  definition,
  session: state,
  services,
  layout,
  pageFooter,
  onPageChange,
  onAgain,
  doneNotice,
  className,
  native,
}: FormViewProps) {
  const { theme } = definition;
  // The public page keeps the id custom CSS was written against; previews need one each.
  const reactId = useId();
  const rootId = layout === 'inline' ? `fl-${reactId.replace(/[^\w-]/g, '')}` : FORM_ROOT_ID;
  const style = useMemo(() => themeStyle(theme), [theme]);
  const customCss = useScopedCss(theme.customCSS, `#${rootId}`);
  const videoLink = theme.youtubeUrl?.trim() || null;
  const logoUrl = isBrandLogoPath(theme.logoUrl) ? theme.logoUrl : httpsUrl(theme.logoUrl);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => preloadInputsFor(definition.questions), [definition.questions]);

  // Focus follows the respondent: the new page's heading, the first answer to fix, the thank-you.
  // A layout effect, so focus moves in the same task that puts the new page on screen: a passive
  // effect runs a frame later when the page changed after an await (the engine's chunk, the
  // submission), and a key pressed in between went to the old focus.
  useLayoutEffect(() => {
    const request = state.takeFocusRequest();
    if (!request) return;
    if (request === 'page' || request === 'done') {
      // A preview scrolls its own top into view, not the screen around it to the top.
      if (layout === 'inline') rootRef.current?.scrollIntoView?.({ block: 'nearest' });
      else window.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
      onPageChange?.();
      return;
    }
    const container = rootRef.current?.querySelector(`[data-question-id="${request.questionId}"]`);
    container?.scrollIntoView({ block: 'start' });
    const target = container?.querySelector<HTMLElement>(
      'input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    );
    target?.focus({ preventScroll: true });
  });

  return (
    <RendererContext.Provider value={services}>
      <div
        ref={rootRef}
        id={rootId}
        className={cx(
          'fl-root bg-(--fl-page) text-foreground',
          layout === 'page' && 'min-h-dvh',
          className,
        )}
        style={style}
      >
        {customCss ? <style>{customCss}</style> : null}
        <div
          className={cx(
            'mx-auto w-full max-w-2xl px-3 sm:px-6',
            layout === 'page' ? 'py-6 sm:py-12' : 'py-4',
          )}
        >
          {logoUrl ? (
            // A fixed box, so the logo arriving after first paint moves nothing (CLS 0); the image
            // scales down into it and is never blown up past its own size.
            <img
              src={logoUrl}
              alt=""
              // Often the page's largest paint, and found only once the script has rendered.
              fetchPriority="high"
              className="fl-logo mb-6 block h-16 w-full object-scale-down"
            />
          ) : null}
          <div className={cx('fl-card rounded-2xl p-5 sm:p-10', cardClass(theme.cardStyle))}>
            {state.stage === 'welcome' ? (
              <>
                <ThemeVideo link={videoLink} title={definition.title} />
                <WelcomeScreen
                  screen={definition.welcomeScreen}
                  formTitle={definition.title}
                  onStart={state.start}
                  native={native}
                />
              </>
            ) : state.stage === 'done' ? (
              <ThankYouScreen
                screen={definition.thankYouScreen}
                headingRef={headingRef}
                onAgain={onAgain}
                notice={doneNotice}
                againHref={native?.action}
              />
            ) : (
              <QuestionPage
                definition={definition}
                state={state}
                headingRef={headingRef}
                videoLink={definition.welcomeScreen.enabled ? null : videoLink}
                footer={pageFooter}
                native={native}
              />
            )}
          </div>
          {theme.showBranding ? <Branding embedded={layout !== 'page'} /> : null}
        </div>
      </div>
    </RendererContext.Provider>
  );
}
