/**
 * Site content (issue 16 item 4): the pages an admin edits without a deploy (spec §3 site_content,
 * the seven content types). Markdown in, sanitised HTML out: the server renders, the client never
 * turns Markdown into HTML itself.
 *
 * Admin routes live under /api/admin/content (404 to anyone but an admin); the public ones under
 * /api/site-content serve active pages only.
 */
import { z } from 'zod';
import { CONTENT_TYPES } from '../form/enums';
import { SLUG_MAX_LENGTH, slugProblem } from '../site-content/slug-rules';
import { findVideoUrl } from '../site-content/video-url';

export const contentTypeSchema = z.enum(CONTENT_TYPES);

export const SITE_CONTENT_LIMITS = {
  titleMax: 200,
  /** Characters of Markdown: a long legal page is about 30,000. */
  contentMax: 100_000,
  /** What search engines show; longer is cut off in results. */
  metaDescriptionMax: 160,
} as const;

export const SITE_CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  contentTooLong: `Content must be at most ${SITE_CONTENT_LIMITS.contentMax.toLocaleString('en')} characters`,
  metaTooLong: `Meta description must be at most ${SITE_CONTENT_LIMITS.metaDescriptionMax} characters`,
  videoUrl: 'Enter a YouTube or Vimeo address',
  slugTaken: 'A page with this slug already exists',
  changedElsewhere: 'This page was changed by someone else. Reload it to see their changes.',
  notFound: 'Page not found',
} as const;

export const slugSchema = z
  .string()
  .trim()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const contentFields = {
  title: z
    .string()
    .trim()
    .min(1, SITE_CONTENT_MESSAGES.titleRequired)
    .max(SITE_CONTENT_LIMITS.titleMax),
  slug: slugSchema,
  contentType: contentTypeSchema,
  content: z.string().max(SITE_CONTENT_LIMITS.contentMax, SITE_CONTENT_MESSAGES.contentTooLong),
  /** Blank means none: the page's meta tags then fall back to the site's description. */
  metaDescription: z
    .string()
    .trim()
    .max(SITE_CONTENT_LIMITS.metaDescriptionMax, SITE_CONTENT_MESSAGES.metaTooLong)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
};

/** Rules that tie two fields together: the well-known slugs' types, a video page's address. */
function checkPage(
  page: { slug: string; contentType: z.infer<typeof contentTypeSchema>; content: string },
  ctx: z.RefinementCtx,
) {
  // The slug's own rules are checked by its field; here only whose type a well-known slug is.
  const problem = slugProblem(page.slug) ? null : slugProblem(page.slug, page.contentType);
  if (problem) ctx.addIssue({ code: 'custom', path: ['slug'], message: problem });
  if (page.contentType === 'landing_video' && !findVideoUrl(page.content)) {
    ctx.addIssue({ code: 'custom', path: ['content'], message: SITE_CONTENT_MESSAGES.videoUrl });
  }
}

export const createContentRequestSchema = z
  .object({ ...contentFields, isActive: z.boolean().default(true) })
  .superRefine(checkPage);
export type CreateContentRequest = z.input<typeof createContentRequestSchema>;

export const updateContentRequestSchema = z
  .object({
    ...contentFields,
    /** The version the editor loaded; a newer one on the server is a 409 (no silent overwrite). */
    expectedUpdatedAt: z.string().optional(),
  })
  .superRefine(checkPage);
export type UpdateContentRequest = z.input<typeof updateContentRequestSchema>;

export const setContentActiveRequestSchema = z.object({ isActive: z.boolean() });

export const previewContentRequestSchema = z.object({
  markdown: z.string().max(SITE_CONTENT_LIMITS.contentMax, SITE_CONTENT_MESSAGES.contentTooLong),
});
export const previewContentResponseSchema = z.object({ html: z.string() });

export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const contentAuthorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const contentSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  contentType: contentTypeSchema,
  metaDescription: z.string().nullable(),
  isActive: z.boolean(),
  /** Where the page shows: '/' for the landing sections, /about, /terms..., else /p/{slug}. */
  path: z.string(),
  createdBy: contentAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentListResponseSchema = z.array(contentSummarySchema);

export const contentDetailSchema = contentSummarySchema.extend({ content: z.string() });
export type ContentDetail = z.infer<typeof contentDetailSchema>;

export const contentListQuerySchema = z.object({ type: contentTypeSchema.optional() });

// ---- Public ----

export const publicSlugParamsSchema = z.object({ slug: z.string().min(1).max(SLUG_MAX_LENGTH) });

export const videoEmbedSchema = z.object({
  provider: z.enum(['youtube', 'vimeo']),
  id: z.string(),
  embedUrl: z.string(),
  watchUrl: z.string(),
});

/** An active page as visitors see it: the HTML is sanitised on the server. */
export const publicContentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  contentType: contentTypeSchema,
  html: z.string(),
  metaDescription: z.string().nullable(),
  path: z.string(),
  updatedAt: z.string(),
});
export type PublicContent = z.infer<typeof publicContentSchema>;

/** The home page's two sections, each the active page of its type (or null). */
export const landingContentSchema = z.object({
  text: publicContentSchema.nullable(),
  video: z.object({ title: z.string(), embed: videoEmbedSchema }).nullable(),
});
export type LandingContent = z.infer<typeof landingContentSchema>;
