/**
 * Forms that follow a kit (`theme.brandKit: true`) are rewritten when the kit changes, in the
 * kit's own transaction: every reader (the builder, the public page and its cache, duplicates,
 * templates saved from a form) then sees one stored theme, and the public page, the hot path,
 * pays nothing per request. The form's version is not bumped: the owner did not edit it, and an
 * open builder's next save re-applies the kit anyway (save-form), so it cannot write the old one
 * back.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { brandKitThemePatch, type BrandKit } from '@core/form/brand-kit';
import type { Db } from '../../db/database';
import { forms } from '../../db/schema';

/** Rewrites the synced forms the kit governs; returns their ids (for the public form cache). */
export async function syncBrandedForms(
  tx: Db,
  scope: 'user' | 'global',
  userId: number | null,
  kit: BrandKit,
): Promise<string[]> {
  const followers =
    scope === 'user' && userId !== null
      ? eq(forms.ownerId, userId)
      : // The global kit governs guests' forms and those of users without a kit of their own.
        or(
          isNull(forms.ownerId),
          sql`not exists (select 1 from brand_settings b where b.user_id = ${forms.ownerId})`,
        );
  const rows = await tx
    .update(forms)
    .set({ theme: sql`${forms.theme} || ${JSON.stringify(brandKitThemePatch(kit))}::jsonb` })
    .where(and(sql`${forms.theme} ->> 'brandKit' = 'true'`, followers))
    .returning({ id: forms.id });
  return rows.map((r) => r.id);
}
