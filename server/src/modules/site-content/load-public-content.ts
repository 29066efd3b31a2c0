/**
 * What visitors may see: active pages only. Shared by the public API and the server-rendered
 * pages, so the HTML in the first response and the app's later fetch are the same.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { ContentType } from '@core/form/enums';
import type { LandingContent } from '@core/api/site-content';
import { findVideoUrl } from '@core/site-content/video-url';
import type { Db } from '../../db/database';
import { siteContent } from '../../db/schema';
import { type ContentRow, toPublicContent } from './content-mapping';

/** An active page by slug; the landing video is a home page section, never a page of its own. */
export async function findActivePage(db: Db, slug: string): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(siteContent)
    .where(
      and(
        eq(siteContent.slug, slug),
        eq(siteContent.isActive, true),
        ne(siteContent.contentType, 'landing_video'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The active page of a type; with several, the one changed last (what the admin just did). */
async function newestActive(db: Db, type: ContentType): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(siteContent)
    .where(and(eq(siteContent.contentType, type), eq(siteContent.isActive, true)))
    .orderBy(desc(siteContent.updatedAt), desc(siteContent.id))
    .limit(1);
  return row ?? null;
}

export async function loadLanding(db: Db): Promise<LandingContent> {
  const [text, video] = await Promise.all([
    newestActive(db, 'landing_text'),
    newestActive(db, 'landing_video'),
  ]);
  // Saving checks the address; a row written otherwise (by hand) without one shows no video.
  const embed = video ? findVideoUrl(video.content) : null;
  return {
    text: text ? toPublicContent(text) : null,
    video: video && embed ? { title: video.title, embed } : null,
  };
}
