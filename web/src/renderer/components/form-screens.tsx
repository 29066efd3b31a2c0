/** The screens around the questions: welcome, thank-you, progress and the branding link. */
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import type { Screen } from '@core/form/definition';
import { NATIVE_FIELDS } from '@core/form/native-fields';
import { useTranslator } from '../i18n/translator-context';
import type { NativeForm } from './form-view';
import { primaryButton, secondaryButton } from './inputs/styles';

/** The page's hidden fields, for a post made without script. */
export function NativeFields({ native }: { native: NativeForm }) {
  return Object.entries(native.fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

export function WelcomeScreen({
  screen,
  formTitle,
  onStart,
  native,
}: {
  screen: Screen;
  formTitle: string;
  onStart: () => void;
  native?: NativeForm;
}) {
  const { t } = useTranslator();
  const button = native ? (
    // Posts "start" without script; with script the click starts in place.
    <form method="post" action={native.action} encType="multipart/form-data">
      <NativeFields native={native} />
      <button
        type="submit"
        name={NATIVE_FIELDS.action}
        value="start"
        className={`${primaryButton} mt-8 min-w-40`}
        onClick={(event) => {
          event.preventDefault();
          onStart();
        }}
      >
        {screen.buttonText || t('start')}
      </button>
    </form>
  ) : (
    <button type="button" className={`${primaryButton} mt-8 min-w-40`} onClick={onStart}>
      {screen.buttonText || t('start')}
    </button>
  );
  return (
    <div className="fl-welcome py-4 text-center sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {screen.title || formTitle}
      </h1>
      {screen.description ? (
        <p className="mx-auto mt-3 max-w-prose text-lg whitespace-pre-line text-muted-foreground">
          {screen.description}
        </p>
      ) : null}
      {button}
    </div>
  );
}

export function ThankYouScreen({
  screen,
  headingRef,
  onAgain,
  notice,
  againHref,
}: {
  screen: Screen;
  headingRef: React.Ref<HTMLHeadingElement>;
  /** Starts again in place (previews); without it, the page is loaded again. */
  onAgain?: () => void;
  /** Said under the screen (a submission that waited for the connection was sent). */
  notice?: string;
  /** The form's address, when the server renders this screen (it has no window to ask). */
  againHref?: string;
}) {
  // A form keeps the English defaults it was created with ('Thank you!'): those are ours to say.
  const { t, known } = useTranslator();
  const againText = known(screen.buttonText) || t('submitAnother');
  const title = known(screen.title) || t('thankYouTitle');
  const description =
    screen.title || screen.description ? known(screen.description) : t('thankYouText');
  return (
    <div className="fl-thank-you py-6 text-center sm:py-10">
      <CheckCircle2 className="mx-auto size-12 text-(--fl-secondary-mark)" aria-hidden="true" />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl"
      >
        {title}
      </h1>
      {description ? (
        <p className="mx-auto mt-3 max-w-prose text-lg whitespace-pre-line text-muted-foreground">
          {description}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mx-auto mt-3 max-w-prose font-medium">
          {notice}
        </p>
      ) : null}
      {/*
        As Google Forms does: one person may answer for several (a kiosk, a team lead). The
        finished draft is already forgotten, so loading the form again starts a blank response;
        the address keeps its hidden-field parameters but not a used resume token.
      */}
      {onAgain ? (
        <button type="button" className={`${secondaryButton} mt-8`} onClick={onAgain}>
          {againText}
        </button>
      ) : (
        // In the browser its own address (hidden-field parameters kept); on the server, the form's.
        <a
          href={typeof window === 'undefined' ? againHref : againUrl()}
          className={`${secondaryButton} mt-8 inline-flex`}
        >
          {againText}
        </a>
      )}
    </div>
  );
}

function againUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('resume');
  return url.pathname + url.search;
}

export function ProgressBar({ current, total }: { current: number; total: number }) {
  const { t } = useTranslator();
  const percent = Math.round(((current + 1) / total) * 100);
  const text = t('progressPage', { current: current + 1, total });
  return (
    <div className="fl-progress mb-6">
      <div className="mb-1.5 text-sm text-muted-foreground" aria-hidden="true">
        {text}
      </div>
      <div
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-(--fl-secondary) transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

export function Branding({ embedded }: { embedded: boolean }) {
  const { t } = useTranslator();
  return (
    <p className="mt-6 text-center">
      <a
        href="/"
        target={embedded ? '_blank' : undefined}
        rel={embedded ? 'noopener' : undefined}
        className="fl-branding inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-5">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path
            d="M9 10.5h14M9 16h10M9 21.5h6"
            strokeWidth="2.6"
            strokeLinecap="round"
            stroke="var(--background)"
          />
        </svg>
        {t('madeWith')}
      </a>
    </p>
  );
}
