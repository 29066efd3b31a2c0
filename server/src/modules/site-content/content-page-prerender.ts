/**
 * Server rendering of the content pages (issue 16): /about, /help, /terms, /privacy and
 * /p/{slug} answer with the page's title, text and meta tags in the HTML, so search engines and
 * link previews see them without JavaScript. An inactive or unknown page is not rendered: it answers
 * 404 and the app shows its not-found page. The query seed lets the app show the page at once.
 */
import type { FastifyInstance } from 'fastify';
import { SLUG_PATTERN } from '@core/site-content/slug-rules';
import {
  PAGE_NOT_FOUND,
  type PrerenderRoute,
  registerPrerender,
} from '../../prerender/prerender-registry';
import { contentPageHtml } from './content-page-markup';
import { toPublicContent } from './content-mapping';
import { findActivePage } from './load-public-content';
import { summarizeMarkdown } from './render-markdown';

const OWN_ROUTES = new Set(['about', 'help', 'terms', 'privacy']);

/** The slug a path shows, or null when the path is not a content page's. */
export function slugOfPath(path: string): string | null {
  const own = path.slice(1);
  if (OWN_ROUTES.has(own)) return own;
  const match = /^\/p\/([^/]+)$/.exec(path);
  return match && SLUG_PATTERN.test(match[1]!) ? match[1]! : null;
}

/** The query key the app reads a page under (features/site-pages/api). */
export function contentQueryKey(slug: string): readonly unknown[] {
  return [`/api/site-content/${slug}`];
}

export function registerContentPagePrerender(app: FastifyInstance): void {
  const route: PrerenderRoute = {
    match: (path) => slugOfPath(path) !== null,
    chunk: 'content-page',
    async render(request) {
      const slug = slugOfPath(request.url.split('?')[0]!);
      const row = slug ? await findActivePage(app.database.db, slug) : null;
      if (!row) return PAGE_NOT_FOUND;
      const page = toPublicContent(row);
      return {
        title: `${page.title} · Formloom`,
        // Blank in the editor: the page's own opening words, better than the site's description.
        description: page.metaDescription ?? summarizeMarkdown(row.content),
        html: contentPageHtml(page),
        queries: [{ key: contentQueryKey(page.slug), data: page }],
      };
    },
  };
  registerPrerender(app, route);
}
