/**
 * The public site content API (server/src/modules/site-content): a page by slug and the home
 * page's sections. Query keys are the URLs (the spec's rule), the same keys the server's
 * rendering seeds, so a server-rendered page shows at once, with no request.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LandingContent, PublicContent } from '@core/api/site-content';
import { getJson } from '@/lib/api-client';

export const LANDING_URL = '/api/site-content/landing';
export const pageUrl = (slug: string) => `/api/site-content/${encodeURIComponent(slug)}`;

/** An admin's edit shows within a minute; the console also drops these after each save. */
const FRESH_MS = 60_000;

export const pageQuery = (slug: string) =>
  queryOptions<PublicContent>({
    queryKey: [pageUrl(slug)],
    queryFn: async ({ signal }) => {
      const data = await getJson(pageUrl(slug), { on401: 'throw', signal });
      // Loaded when asked: a first visit has the page seeded by the server, and the schema
      // library (about 80 kB) would otherwise run on every content page for nothing.
      const { publicContentSchema } = await import('@core/api/site-content');
      return publicContentSchema.parse(data);
    },
    staleTime: FRESH_MS,
  });

export const landingQuery = queryOptions<LandingContent>({
  queryKey: [LANDING_URL],
  queryFn: async ({ signal }) => {
    const data = await getJson(LANDING_URL, { on401: 'throw', signal });
    const { landingContentSchema } = await import('@core/api/site-content');
    return landingContentSchema.parse(data);
  },
  staleTime: FRESH_MS,
});
