import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '@/features/session';

/** The banner's own chunk: only people with an unverified address ever download it. */
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('./verify-email-banner')).VerifyEmailBanner,
}));

/** Where a dismissal is remembered: this tab's session, so a new visit reminds once more. */
export const REMINDER_DISMISSED_KEY = 'formloom-verify-email-dismissed';

const dismissedFor = (): string | null => {
  try {
    return window.sessionStorage.getItem(REMINDER_DISMISSED_KEY);
  } catch {
    return null;
  }
};

/**
 * Reminds a signed-in person whose address is unverified (ADR 029), without nagging: one quiet
 * banner at the top of the page, never modal, gone for the rest of the browser session once
 * dismissed, and not on the verification page itself. Dismissal is per account and address, so a
 * different account or a changed address is reminded again.
 */
export function VerifyEmailReminder() {
  const session = useSession();
  const [location] = useLocation();
  const [dismissed, setDismissed] = useState(dismissedFor);
  const user = session.user;
  if (!user || user.emailVerified !== false || location === '/verify-email') return null;
  const key = `${user.id}:${user.email}`;
  if (dismissed === key) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(REMINDER_DISMISSED_KEY, key);
    } catch {
      // Storage refused (private mode): the banner still goes for this page's lifetime.
    }
    setDismissed(key);
  };
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} onDismiss={dismiss} />
    </Suspense>
  );
}
