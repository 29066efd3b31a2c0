/**
 * Slug rules for site content pages (issue 16). A page lives at `/p/{slug}`, and the four
 * well-known pages at `/{slug}` (/about, /help, /terms, /privacy), so a slug is a URL segment: lower-
 * case letters, digits and single dashes between them. Slugs that name the app's own screens are
 * refused, so a page can never be mistaken for (or linked as) one of them.
 */
import type { ContentType } from '../form/enums';

export const SLUG_MAX_LENGTH = 80;

/** Lower-case a-z and 0-9 in groups joined by single dashes: no leading, trailing or double dash. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The well-known slugs: each is a route of its own and belongs to the content type of the same
 * name, so `/terms` always shows terms (a 'help' page cannot take the slug 'terms').
 */
export const WELL_KNOWN_SLUGS: Readonly<Record<string, ContentType>> = {
  about: 'about',
  help: 'help',
  terms: 'terms',
  privacy: 'privacy',
  pricing: 'pricing',
};

/** The app's own routes and paths (web/src/app/router.tsx, the server's fixed paths). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'anonymous-forms',
  'api',
  'assets',
  'auth',
  'billing',
  'brandkit',
  'cancel-subscription',
  'checkout',
  'checkout-redirect',
  'dashboard',
  'docs',
  'embed',
  'forgot-password',
  'form-builder',
  'forms',
  'home',
  'index',
  'invitations',
  // GET /api/site-content/landing is a route of its own, beside /api/site-content/{slug}.
  'landing',
  'login',
  'logout',
  'new',
  'notifications',
  'nps-analytics',
  'p',
  'profile',
  'public',
  'register',
  'reset-password',
  'settings',
  'subscription-success',
  'templates',
  'unsubscribe',
  'verify-email',
]);

export const SLUG_MESSAGES = {
  required: 'Slug is required',
  tooLong: `Slug must be at most ${SLUG_MAX_LENGTH} characters`,
  pattern: 'Use lower-case letters, digits and single dashes (for example: getting-started)',
  reserved: 'This slug is used by the app itself; choose another',
  wrongType: (slug: string, type: ContentType) =>
    `The slug '${slug}' is reserved for the ${type} page`,
} as const;

/** The first rule a slug breaks, or null; `contentType` checks the well-known slugs' owners. */
export function slugProblem(slug: string, contentType?: ContentType): string | null {
  if (slug.length === 0) return SLUG_MESSAGES.required;
  if (slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.tooLong;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.pattern;
  if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved;
  const owner = WELL_KNOWN_SLUGS[slug];
  if (owner && contentType && owner !== contentType) return SLUG_MESSAGES.wrongType(slug, owner);
  return null;
}

/**
 * Where a page shows: the landing sections on the home page, the well-known pages at their own
 * route (the pricing copy on /pricing), every other page at /p/{slug}.
 */
export function contentPath(slug: string, contentType: ContentType): string {
  if (contentType === 'landing_text' || contentType === 'landing_video') return '/';
  return Object.hasOwn(WELL_KNOWN_SLUGS, slug) ? `/${slug}` : `/p/${slug}`;
}

/** A suggestion while typing a title: "Getting started!" becomes "getting-started". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
