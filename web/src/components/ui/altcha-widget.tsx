/**
 * The ALTCHA web component (a proof of work, no third party), in its own chunk: load it lazily.
 * Used by the forms' CAPTCHA question and by the sign-in form after repeated failures. The
 * "external" build is used because the default one starts its workers from blob: URLs, which the
 * page's CSP (script-src 'self') refuses; here the workers are real files served from our origin.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

interface StateChange {
  state?: string;
  payload?: string | null;
}

export interface AltchaWidgetProps {
  /** The verified payload, or undefined; set it back to undefined to ask for a new proof. */
  payload: string | undefined;
  onPayload: (payload: string | undefined) => void;
  /** Where challenges come from (each use has its own signing key on the server). */
  challengeUrl?: string;
  /** 'onload' starts the work as soon as the widget shows, without waiting for a click. */
  auto?: 'onload' | 'off';
  /**
   * ALTCHA's test mode: the real widget, verified locally without fetching a challenge, for
   * previews that must send nothing. Its payload is worthless to the server.
   */
  inert?: boolean;
}

// `test` is not one of the element's attributes; it goes through its configuration.
const INERT_CONFIGURATION = JSON.stringify({ test: true });

export default function AltchaWidget({
  payload,
  onPayload,
  challengeUrl = '/api/public/captcha/challenge',
  auto = 'off',
  inert = false,
}: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const report = useRef(onPayload);
  useEffect(() => {
    report.current = onPayload;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) report.current(detail.payload);
      else if (detail.state !== 'verifying') report.current(undefined);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  // The server refused the payload (used or expired): start a new challenge.
  useEffect(() => {
    const element = ref.current as HTMLElementTagNameMap['altcha-widget'] | null;
    if (payload === undefined && element?.getState?.() === 'verified') element.reset();
  }, [payload]);

  return inert ? (
    <altcha-widget ref={ref} configuration={INERT_CONFIGURATION} auto={auto} />
  ) : (
    <altcha-widget ref={ref} challenge={challengeUrl} auto={auto} />
  );
}
