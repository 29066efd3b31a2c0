/**
 * Why /auth was opened with a `redirect`, in words. The raw path is never shown: it can carry a
 * secret (an e-mail verification token, a form id) and means nothing to the reader anyway.
 * Invitations get their own notice from the invitation's details (redirect-notice.tsx).
 */

import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from './messages';

const BASE = 'https://formloom.invalid';

/** Paths a sign-in-required screen or a "sign in" link sends here, by pathname. */
const PAGES: Record<string, string> = {
  '/dashboard': t(m.signInToDashboard),
  '/brandkit': t(m.signInToBrandKit),
  '/templates': t(m.signInToTemplates),
  '/profile': t(m.signInToProfile),
  '/notifications': t(m.signInToNotifications),
  '/billing': t(m.signInToBilling),
  '/checkout': t(m.signInToCheckout),
  '/checkout-redirect': t(m.signInToCheckout),
  '/subscription-success': t(m.signInToSubscription),
  '/cancel-subscription': t(m.signInToManageSubscription),
  '/nps-analytics': t(m.signInToNpsAnalytics),
  '/verify-email': t(m.signInToVerifyEmail),
};

/** A form's own screens, by their last segment (/forms/:id/... and /anonymous-forms/:id/...). */
const FORM_SCREENS: Record<string, string> = {
  edit: t(m.signInToEditForm),
  preview: t(m.signInToPreviewForm),
  responses: t(m.signInToFormResponses),
  settings: t(m.signInToFormSettings),
};

export const SIGN_IN_TO_CONTINUE = t(m.signInToContinue);

/** One sentence saying what signing in leads to, for an already checked same-site path. */
export function redirectPurpose(redirect: string): string {
  let url: URL;
  try {
    url = new URL(redirect, BASE);
  } catch {
    return SIGN_IN_TO_CONTINUE;
  }
  const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/dashboard' && url.searchParams.get('tab') === 'shared') {
    return t(m.signInToSharedForms);
  }
  const page = PAGES[path];
  if (page) return page;
  const form = /^\/(?:anonymous-)?forms\/[^/]+\/([a-z]+)$/.exec(path);
  return (form?.[1] && FORM_SCREENS[form[1]]) || SIGN_IN_TO_CONTINUE;
}
