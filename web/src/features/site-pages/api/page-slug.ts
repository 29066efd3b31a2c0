import { SLUG_PATTERN } from '@core/site-content/slug-rules';
import { t } from '@/lib/app-messages/app-messages';
import { sitePagesMessages as m } from '../messages';

/** Names for the four pages of their own while their text loads (the document title, a heading). */
const OWN_PAGES: Record<string, string> = {
  about: m.aboutTitle,
  help: m.helpTitle,
  terms: m.termsTitle,
  privacy: m.privacyTitle,
};

/** The slug a path shows (/terms is 'terms', /p/shipping is 'shipping'), or null for a bad one. */
export function slugOfLocation(location: string): string | null {
  const path = location.split(/[?#]/)[0] ?? '';
  const slug = path.startsWith('/p/') ? path.slice(3) : path.slice(1);
  return SLUG_PATTERN.test(slug) ? slug : null;
}

/** What to call a page before its title arrives: "Terms of service", or "Shipping returns". */
export function provisionalTitle(slug: string): string {
  const own = OWN_PAGES[slug];
  if (own) return t(own);
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
