/**
 * Why /auth was opened with a `redirect`, in words. The raw path is never shown: it can carry a
 * secret (an e-mail verification token, a form id) and means nothing to the reader anyway.
 * Invitations get their own notice from the invitation's details (redirect-notice.tsx).
 */

const BASE = 'https://formloom.invalid';

/** Paths a sign-in-required screen or a "sign in" link sends here, by pathname. */
const PAGES: Record<string, string> = {
  '/dashboard': 'Sign in to open your dashboard.',
  '/brandkit': 'Sign in to open your brand kit.',
  '/templates': 'Sign in to see your templates.',
  '/profile': 'Sign in to open your profile.',
  '/notifications': 'Sign in to see your notifications.',
  '/billing': 'Sign in to see your plan and billing.',
  '/checkout': 'Sign in to continue to checkout.',
  '/checkout-redirect': 'Sign in to continue to checkout.',
  '/subscription-success': 'Sign in to see your subscription.',
  '/cancel-subscription': 'Sign in to manage your subscription.',
  '/nps-analytics': 'Sign in to see your NPS analytics.',
  '/verify-email': 'Sign in to verify your e-mail address.',
};

/** A form's own screens, by their last segment (/forms/:id/... and /anonymous-forms/:id/...). */
const FORM_SCREENS: Record<string, string> = {
  edit: 'Sign in to edit this form.',
  preview: 'Sign in to preview this form.',
  responses: "Sign in to see this form's responses.",
  settings: "Sign in to open this form's settings.",
};

export const SIGN_IN_TO_CONTINUE = 'Sign in to continue.';

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
    return 'Sign in to see the forms shared with you.';
  }
  const page = PAGES[path];
  if (page) return page;
  const form = /^\/(?:anonymous-)?forms\/[^/]+\/([a-z]+)$/.exec(path);
  return (form?.[1] && FORM_SCREENS[form[1]]) || SIGN_IN_TO_CONTINUE;
}
