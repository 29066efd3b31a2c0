/**
 * Seeds the default pages on start-up (like the template catalogue, ADR 018), idempotently and
 * without ever overwriting an admin: a default is inserted only when no page of its content type
 * exists. An admin who edits, renames or deactivates a default keeps their change across restarts
 * (pages are deactivated, never deleted, so a type once seeded always has its row).
 * Two instances starting together insert once: the slug is unique and conflicts are skipped.
 */
import type { Db } from '../../db/database';
import { siteContent } from '../../db/schema';
import { DEFAULT_PAGES, type DefaultPage } from './default-pages';

export async function seedSiteContent(
  db: Db,
  defaults: readonly DefaultPage[] = DEFAULT_PAGES,
): Promise<{ inserted: number }> {
  const present = await db
    .selectDistinct({ contentType: siteContent.contentType })
    .from(siteContent);
  const types = new Set(present.map((row) => row.contentType));
  const missing = defaults.filter((page) => !types.has(page.contentType));
  if (missing.length === 0) return { inserted: 0 };
  const inserted = await db
    .insert(siteContent)
    .values(missing.map((page) => ({ ...page, isActive: true, createdBy: null })))
    .onConflictDoNothing({ target: siteContent.slug })
    .returning({ id: siteContent.id });
  return { inserted: inserted.length };
}
