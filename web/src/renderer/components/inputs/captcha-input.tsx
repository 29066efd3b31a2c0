/**
 * CAPTCHA: the ALTCHA widget (a proof of work, no third party), loaded only when a form has this
 * question. Its payload is the answer; the server verifies it once and never stores it.
 */
import { lazy, Suspense } from 'react';
import { useRendererServices } from '../../state/renderer-context';
import type { InputProps } from './input-props';

const AltchaWidget = lazy(() => import('@/components/ui/altcha-widget'));

export function CaptchaInput({ value, onChange }: InputProps) {
  const { captchaChallengeUrl } = useRendererServices();
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the verification…</p>}>
      <AltchaWidget
        payload={typeof value === 'string' ? value : undefined}
        onPayload={onChange}
        challengeUrl={captchaChallengeUrl ?? undefined}
        inert={captchaChallengeUrl === null}
      />
    </Suspense>
  );
}
