/**
 * CAPTCHA: the ALTCHA widget (a proof of work, no third party), loaded only when a form has this
 * question. Its payload is the answer; the server verifies it once and never stores it.
 */
import { Suspense } from 'react';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useRendererServices } from '../../state/renderer-context';
import { useTranslator } from '../../i18n/translator-context';
import type { InputProps } from './input-props';

const altcha = preloadableLazy(() =>
  import('@/components/ui/altcha-widget').then((m) => m.default),
);
const AltchaWidget = altcha.Component;
/** Loads the widget, for a first page hydrated with it on (input-registry's loadInputsFor). */
export const preloadCaptchaWidget = altcha.preload;

export function CaptchaInput({ value, onChange }: InputProps) {
  const { captchaChallengeUrl } = useRendererServices();
  const { t } = useTranslator();
  const waiting = <p className="text-sm text-muted-foreground">{t('loadingVerification')}</p>;
  // The widget's script runs only in a browser (its worker needs `self`): the server's HTML has
  // the waiting line, which the page's script replaces with the widget.
  if (typeof document === 'undefined') return waiting;
  return (
    <Suspense fallback={waiting}>
      <AltchaWidget
        payload={typeof value === 'string' ? value : undefined}
        onPayload={onChange}
        challengeUrl={captchaChallengeUrl ?? undefined}
        inert={captchaChallengeUrl === null}
      />
    </Suspense>
  );
}
