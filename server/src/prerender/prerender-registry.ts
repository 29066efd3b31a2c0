/**
 * Server-rendered public pages (issue 16 item 6). A module registers, for the paths it owns, a
 * renderer that returns the page's title, meta description and the inner HTML of `<main>`; the
 * static client (plugins/static-client.ts) then answers a GET for such a path with the SPA's
 * index.html filled in: `<title>`, description and Open Graph tags, the header, that HTML inside
 * `<main id="main">` and the footer, so the page reads without JavaScript and search engines and
 * link previews see it. When the app starts it keeps showing that HTML until the route's chunk
 * has rendered, so `html` must be the markup the React screen renders on its first render (same
 * elements and classes) or the page moves when the app takes over. Every string that goes into
 * `html` must be escaped by the renderer (`escapeHtml` below) or sanitised (Markdown). `render`
 * returning null means "not mine after all": the SPA's index.html is sent as before, with the
 * status the client's routes give the path. PAGE_NOT_FOUND means "mine, and nothing is there"
 * (an unknown or inactive content page): index.html with 404, and the app shows its not-found page. `queries` seeds the client's React Query cache (key
 * and data exactly as the screen's useQuery reads them), so a screen that fetches shows its data
 * at once instead of a skeleton. `chunk` names the route's chunk (`home-page`, `content-page`:
 * the screen's file name) so it is preloaded with its imports (modulepreload).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export { default as escapeHtml } from 'escape-html';

export interface PrerenderedPage {
  /** The document title, e.g. "Terms of service · Formloom" (sent as is). */
  title: string;
  /** The meta description and og:description (plain text, escaped here). */
  description: string;
  /** The inner HTML of `<main>`, already escaped or sanitised. */
  html: string;
  /** HTTP status; 200 unless said. */
  status?: number;
  /** Seeds for the client's query cache: `queryClient.setQueryData(key, data)`. */
  queries?: { key: readonly unknown[]; data: unknown }[];
}

/** A renderer's answer for a path it owns where nothing is: the client shows its not-found page. */
export const PAGE_NOT_FOUND = Symbol('page not found');

export interface PrerenderRoute {
  /** Whether this renderer owns the path (no query string, no trailing slash but for `/`). */
  match(path: string): boolean;
  render(request: FastifyRequest): Promise<PrerenderedPage | typeof PAGE_NOT_FOUND | null>;
  /** The route's chunk name, to preload: the screen's file name without extension. */
  chunk?: string;
}

// Keyed by the HTTP server, which every encapsulated plugin context of one app shares: a module's
// routes plugin can register from its own context and the static client still finds the entry.
const registries = new WeakMap<object, PrerenderRoute[]>();

export function registerPrerender(app: FastifyInstance, route: PrerenderRoute): void {
  const list = registries.get(app.server) ?? [];
  list.push(route);
  registries.set(app.server, list);
}

/** The first registered renderer for a path, or undefined. */
export function findPrerender(app: FastifyInstance, path: string): PrerenderRoute | undefined {
  return registries.get(app.server)?.find((route) => route.match(path));
}
