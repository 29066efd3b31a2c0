/**
 * The home page's sections from the site content (server/src/modules/site-content): the active
 * landing text and landing video. The query key is the URL, as the server's rendering seeds it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { LandingContent } from '@core/api/site-content';
import { getJson } from '@/lib/api-client';

export const LANDING_URL = '/api/site-content/landing';

export const landingQuery = queryOptions<LandingContent>({
  queryKey: [LANDING_URL],
  queryFn: async ({ signal }) => {
    const data = await getJson(LANDING_URL, { on401: 'throw', signal });
    // Loaded when asked, not with the page: the server seeds this query on a first visit, and the
    // schema library (about 80 kB) would otherwise run on the home page for nothing.
    const { landingContentSchema } = await import('@core/api/site-content');
    return landingContentSchema.parse(data);
  },
  // An admin's edit shows within a minute; the console also drops this after each save.
  staleTime: 60_000,
});
