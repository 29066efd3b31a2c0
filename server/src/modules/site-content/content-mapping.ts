/**
 * Rows of site_content as the API shows them: the admin's summary and detail (with the author's
 * name), and the public page with its sanitised HTML.
 */
import { eq } from 'drizzle-orm';
import type { ContentDetail, ContentSummary, PublicContent } from '@core/api/site-content';
import { contentPath } from '@core/site-content/slug-rules';
import type { Db } from '../../db/database';
import { siteContent, users } from '../../db/schema';
import { renderMarkdown } from './render-markdown';

export type ContentRow = typeof siteContent.$inferSelect;

interface AuthorColumns {
  authorName: string | null;
  authorUsername: string | null;
}

/** The columns a listing reads: everything but the (possibly long) Markdown. */
const summaryColumns = {
  id: siteContent.id,
  slug: siteContent.slug,
  title: siteContent.title,
  contentType: siteContent.contentType,
  metaDescription: siteContent.metaDescription,
  isActive: siteContent.isActive,
  createdBy: siteContent.createdBy,
  createdAt: siteContent.createdAt,
  updatedAt: siteContent.updatedAt,
  authorName: users.name,
  authorUsername: users.username,
};

export function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(siteContent)
    .leftJoin(users, eq(users.id, siteContent.createdBy));
}

export function selectDetails(db: Db) {
  return db
    .select({ ...summaryColumns, content: siteContent.content })
    .from(siteContent)
    .leftJoin(users, eq(users.id, siteContent.createdBy));
}

export function toContentSummary(row: Omit<ContentRow, 'content'> & AuthorColumns): ContentSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    contentType: row.contentType,
    metaDescription: row.metaDescription,
    isActive: row.isActive,
    path: contentPath(row.slug, row.contentType),
    // The author's account may be gone (set null); a name falls back to the username (spec §2).
    createdBy:
      row.createdBy === null
        ? null
        : { id: row.createdBy, name: row.authorName || row.authorUsername || 'Unknown' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContentDetail(row: ContentRow & AuthorColumns): ContentDetail {
  return { ...toContentSummary(row), content: row.content };
}

export function toPublicContent(row: ContentRow): PublicContent {
  return {
    slug: row.slug,
    title: row.title,
    contentType: row.contentType,
    html: renderMarkdown(row.content),
    metaDescription: row.metaDescription,
    path: contentPath(row.slug, row.contentType),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a page before and after a change (the Markdown in full: who changed the terms, and how). */
export function auditSnapshot(row: ContentRow) {
  return {
    slug: row.slug,
    title: row.title,
    contentType: row.contentType,
    metaDescription: row.metaDescription,
    isActive: row.isActive,
    content: row.content,
  };
}
