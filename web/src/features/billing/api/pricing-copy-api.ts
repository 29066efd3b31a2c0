/**
 * The pricing copy: the active `pricing` site content page (server/src/modules/site-content), its
 * sanitised HTML shown above the plans. The key is the page's URL, the same key the server's
 * rendering of /pricing seeds (with null when no page is active), so a first visit asks nothing.
 * No active page is a normal answer (404 here), not an error: the page is then as without copy.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicContent } from '@core/api/site-content';
import { throwIfResNotOk } from '@/lib/api-client';

export const PRICING_COPY_URL = '/api/site-content/pricing';

export const pricingCopyQuery = queryOptions<PublicContent | null>({
  queryKey: [PRICING_COPY_URL],
  queryFn: async ({ signal }) => {
    const res = await fetch(PRICING_COPY_URL, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal,
    });
    if (res.status === 404) return null;
    await throwIfResNotOk(res);
    // Loaded here, not at the top: the schema library stays off the page when the server seeded it.
    const { publicContentSchema } = await import('@core/api/site-content');
    return publicContentSchema.parse(await res.json());
  },
  // An admin's edit shows within a minute, as the other site content pages.
  staleTime: 60_000,
});
