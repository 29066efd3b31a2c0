/**
 * Reading kits and the lock that keeps kits and the forms that follow them in step. A user's forms
 * follow their own kit, else the global one; guests' forms follow the global one.
 */
import { eq, sql } from 'drizzle-orm';
import type { BrandKitResponse } from '@core/api/brand-kit';
import { brandKitWarnings, type BrandKit, DEFAULT_BRAND_KIT } from '@core/form/brand-kit';
import { BUTTON_STYLES } from '@core/form/enums';
import { FONT_FAMILY_NAMES, type FontFamilyName } from '@core/form/font-families';
import type { Db } from '../../db/database';
import { brandSettings } from '../../db/schema';

export type BrandKitRow = typeof brandSettings.$inferSelect;
export type BrandKitSource = BrandKitResponse['source'];

/** The advisory lock namespace (first key of the two-key form); the second key is a user id, 0 global. */
export const BRAND_KIT_LOCK = 1_651_663_467;
const GLOBAL_KEY = 0;

/**
 * Kit writers take their key exclusively; form writers that apply a kit take the keys they read
 * shared, before reading. So a form created or saved while a kit changes either sees the new kit,
 * or commits first and is then rewritten by the kit's update: never left with the old kit. Keys are
 * always taken global first, so two transactions cannot wait on each other.
 */
export async function lockBrandKits(
  tx: Db,
  ownerId: number | null,
  purpose: 'apply' | 'save-user' | 'save-global',
): Promise<void> {
  if (purpose === 'save-global') {
    await tx.execute(sql`select pg_advisory_xact_lock(${BRAND_KIT_LOCK}, ${GLOBAL_KEY})`);
    return;
  }
  // A user's first kit takes their forms from the global kit: it must not interleave with a
  // global save that is rewriting those same forms.
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${BRAND_KIT_LOCK}, ${GLOBAL_KEY})`);
  if (ownerId === null) return;
  await (purpose === 'save-user'
    ? tx.execute(sql`select pg_advisory_xact_lock(${BRAND_KIT_LOCK}, ${ownerId})`)
    : tx.execute(sql`select pg_advisory_xact_lock_shared(${BRAND_KIT_LOCK}, ${ownerId})`));
}

/** A stored row as a kit; a column written by hand outside the API falls back to the default. */
export function toBrandKit(row: BrandKitRow): BrandKit {
  const color = (v: string | null, fallback: string) =>
    v && /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : fallback;
  const font = (FONT_FAMILY_NAMES as readonly string[]).includes(row.fontFamily ?? '')
    ? (row.fontFamily as FontFamilyName)
    : DEFAULT_BRAND_KIT.fontFamily;
  const button = (BUTTON_STYLES as readonly string[]).includes(row.buttonStyle ?? '')
    ? (row.buttonStyle as BrandKit['buttonStyle'])
    : DEFAULT_BRAND_KIT.buttonStyle;
  return {
    logoUrl: row.logoUrl,
    primaryColor: color(row.primaryColor, DEFAULT_BRAND_KIT.primaryColor),
    secondaryColor: color(row.secondaryColor, DEFAULT_BRAND_KIT.secondaryColor),
    accentColor: color(row.accentColor, DEFAULT_BRAND_KIT.accentColor),
    fontFamily: font,
    buttonStyle: button,
  };
}

export async function readGlobalKit(db: Db): Promise<BrandKitRow | null> {
  const [row] = await db
    .select()
    .from(brandSettings)
    .where(eq(brandSettings.scope, 'global'))
    .limit(1);
  return row ?? null;
}

export async function readUserKit(db: Db, userId: number): Promise<BrandKitRow | null> {
  const [row] = await db
    .select()
    .from(brandSettings)
    .where(eq(brandSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The kit that governs `ownerId`'s forms (null: a guest's), or null when none is set at all. */
export async function governingKit(
  db: Db,
  ownerId: number | null,
): Promise<{ source: Exclude<BrandKitSource, 'default'>; row: BrandKitRow } | null> {
  const own = ownerId === null ? null : await readUserKit(db, ownerId);
  if (own) return { source: 'user', row: own };
  const global = await readGlobalKit(db);
  return global ? { source: 'global', row: global } : null;
}

export function toBrandKitResponse(
  source: BrandKitSource,
  row: BrandKitRow | null,
): BrandKitResponse {
  const kit = row ? toBrandKit(row) : DEFAULT_BRAND_KIT;
  return {
    source,
    ...kit,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    warnings: brandKitWarnings(kit),
  };
}
