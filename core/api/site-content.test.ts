import { describe, expect, it } from 'vitest';
import {
  createContentRequestSchema,
  SITE_CONTENT_MESSAGES,
  updateContentRequestSchema,
} from './site-content';

const page = { title: ' Shipping ', slug: ' shipping ', contentType: 'help', content: '# Hi' };

describe('site content requests', () => {
  it('trims, defaults to active and turns a blank meta description into none', () => {
    expect(createContentRequestSchema.parse({ ...page, metaDescription: '  ' })).toEqual({
      title: 'Shipping',
      slug: 'shipping',
      contentType: 'help',
      content: '# Hi',
      metaDescription: null,
      isActive: true,
    });
  });

  it('reports each broken rule on its field, once', () => {
    const result = createContentRequestSchema.safeParse({
      ...page,
      title: ' ',
      slug: 'Bad Slug',
      metaDescription: 'x'.repeat(161),
      content: 'x'.repeat(100_001),
    });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['title', SITE_CONTENT_MESSAGES.titleRequired],
      ['slug', 'Use lower-case letters, digits and single dashes (for example: getting-started)'],
      ['content', SITE_CONTENT_MESSAGES.contentTooLong],
      ['metaDescription', SITE_CONTENT_MESSAGES.metaTooLong],
    ]);
  });

  it("keeps a well-known slug for its own type, and a video page's content to a video", () => {
    const wrongType = updateContentRequestSchema.safeParse({ ...page, slug: 'terms' });
    expect(wrongType.error?.issues).toEqual([
      expect.objectContaining({
        path: ['slug'],
        message: "The slug 'terms' is reserved for the terms page",
      }),
    ]);
    const noVideo = createContentRequestSchema.safeParse({
      ...page,
      contentType: 'landing_video',
      content: 'https://example.com/video.mp4',
    });
    expect(noVideo.error?.issues[0]?.message).toBe(SITE_CONTENT_MESSAGES.videoUrl);
    const video = createContentRequestSchema.safeParse({
      ...page,
      contentType: 'landing_video',
      content: 'https://vimeo.com/76979871',
    });
    expect(video.success).toBe(true);
  });
});
