/**
 * The web app's routes (product spec section 2, and the screens added since), in the order its
 * router tries them: the first match wins, so `/forms/new` comes before `/forms/:id`. The router
 * (web/src/app/router.tsx) renders one route per entry, and the server answers a page path that
 * matches none with 404 (server/src/plugins/static-client.ts); one list, so the two cannot drift.
 *
 * Patterns are wouter's: `:name` is one path segment; `nest` owns the path and everything under it
 * (the admin console routes within itself).
 */

export interface ClientRoute {
  readonly path: string;
  readonly nest?: boolean;
}

export const CLIENT_ROUTES = [
  // Public
  { path: '/' },
  { path: '/auth' },
  { path: '/login' },
  { path: '/pricing' },
  { path: '/checkout' },
  { path: '/forgot-password' },
  { path: '/reset-password' },
  { path: '/invitations/:invitationId/:token' },
  { path: '/unsubscribe' },
  { path: '/verify-email' },
  // Site content (issue 16)
  { path: '/about' },
  { path: '/help' },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/p/:slug' },
  // Admins only; anyone else gets the not-found page from the console itself.
  { path: '/admin', nest: true },
  // Guest or user: the builder (three routes, one screen) and the form's own screens
  { path: '/forms/new' },
  { path: '/form-builder' },
  { path: '/form-builder/:id' },
  { path: '/forms/:id/edit' },
  { path: '/forms/:id/preview' },
  { path: '/forms/:id/thankyou' },
  { path: '/forms/:id/responses' },
  { path: '/forms/:id/settings' },
  { path: '/dashboard' },
  { path: '/brandkit' },
  { path: '/templates' },
  // Public: a form as respondents see it, and guest forms
  { path: '/forms/:id' },
  { path: '/anonymous-forms/:id/edit' },
  { path: '/anonymous-forms/:id/preview' },
  { path: '/anonymous-forms/:id/thankyou' },
  { path: '/anonymous-forms/:id' },
  // Sign-in required
  { path: '/checkout-redirect' },
  { path: '/subscription-success' },
  { path: '/profile' },
  { path: '/billing' },
  { path: '/cancel-subscription' },
  { path: '/notifications' },
  { path: '/nps-analytics' },
] as const satisfies readonly ClientRoute[];

export type ClientRoutePath = (typeof CLIENT_ROUTES)[number]['path'];

/**
 * The pattern as wouter (regexparam) reads it: case-insensitive, a trailing slash allowed, a
 * parameter one non-empty segment, a nested route its prefix up to a segment boundary.
 */
function toRegExp(route: ClientRoute): RegExp {
  const segments = route.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+?' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${segments}${route.nest ? '(?=$|/)' : '/?$'}`, 'i');
}

const PATTERNS = CLIENT_ROUTES.map(toRegExp);

/**
 * Whether the app shows a screen at this path rather than its not-found page. `pathname` is the
 * path without query string, percent-decoded as the browser's router sees it.
 */
export function isClientRoute(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
