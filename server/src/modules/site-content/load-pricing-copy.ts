/**
 * The pricing copy (issue 16 item 4: "pricing copy can come from the `pricing` page"): the active
 * page with the well-known slug `pricing`, which /pricing shows above its plans. The server's
 * rendering of /pricing reads it here; the app reads the same page from
 * GET /api/site-content/pricing, under the query key below.
 */
import type { PublicContent } from '@core/api/site-content';
import type { Db } from '../../db/database';
import { toPublicContent } from './content-mapping';
import { findActivePage } from './load-public-content';

export const PRICING_COPY_SLUG = 'pricing';

/** The query key the app's pricing page reads the copy under (features/billing/api). */
export const PRICING_COPY_QUERY_KEY = [`/api/site-content/${PRICING_COPY_SLUG}`] as const;

/** The active pricing page, or null (none, deactivated, or a row of another type by hand). */
export async function loadPricingCopy(db: Db): Promise<PublicContent | null> {
  const row = await findActivePage(db, PRICING_COPY_SLUG);
  return row && row.contentType === 'pricing' ? toPublicContent(row) : null;
}
