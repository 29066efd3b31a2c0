/**
 * What visitors get: active pages only, the home page's sections, the default pages' seed, and
 * the server-rendered content pages (title, meta description, text, the app's query seed).
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../db/schema';
import {
  findPrerender,
  PAGE_NOT_FOUND,
  type PrerenderedPage,
} from '../../prerender/prerender-registry';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { PROSE_CLASS } from './content-page-markup';
import { slugOfPath } from './content-page-prerender';
import { DEFAULT_PAGES } from './default-pages';
import { seedSiteContent } from './seed-site-content';
import { guest, newPage, type Person, signUp } from './site-content.test-support';

let t: TestContext;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'admin');
});
afterAll(() => t.close());

async function pageId(slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: siteContent.id })
    .from(siteContent)
    .where(eq(siteContent.slug, slug));
  return row!.id;
}

/** What the path's renderer answers: a page, PAGE_NOT_FOUND, or null (not its path after all). */
function answer(path: string) {
  const route = findPrerender(t.app, path);
  if (!route) return undefined;
  return route.render({ url: path } as FastifyRequest);
}

async function render(path: string): Promise<PrerenderedPage> {
  const page = await answer(path);
  if (!page || page === PAGE_NOT_FOUND) throw new Error(`${path} was not rendered`);
  return page;
}

describe('public pages', () => {
  it('serves an active page as sanitised HTML with its meta description', async () => {
    const res = await guest(t).get('/api/site-content/terms');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      slug: 'terms',
      title: 'Terms of service',
      contentType: 'terms',
      path: '/terms',
      metaDescription: expect.stringContaining('terms'),
    });
    expect(page.html).toContain('<h2>Your account</h2>');
    expect(page).not.toHaveProperty('content');
    expect(page).not.toHaveProperty('createdBy');
  });

  it('answers 404 for an unknown slug, an inactive page and the landing video', async () => {
    const visitor = guest(t);
    expect((await visitor.get('/api/site-content/no-such-page')).statusCode).toBe(404);
    const draft = await admin.client.post(
      '/api/admin/content',
      newPage({ slug: 'draft-page', isActive: false }),
    );
    expect(draft.statusCode).toBe(201);
    expect((await visitor.get('/api/site-content/draft-page')).statusCode).toBe(404);
    const video = await admin.client.post(
      '/api/admin/content',
      newPage({
        slug: 'intro-video',
        contentType: 'landing_video',
        content: 'https://vimeo.com/1',
      }),
    );
    expect(video.statusCode).toBe(201);
    expect((await visitor.get('/api/site-content/intro-video')).statusCode).toBe(404);
  });
});

describe("the home page's sections", () => {
  it('has the seeded landing text, then the newest active video, embedded privacy-friendly', async () => {
    const visitor = guest(t);
    const before = (await visitor.get('/api/site-content/landing')).json();
    expect(before.text).toMatchObject({ slug: 'landing-text', contentType: 'landing_text' });
    expect(before.text).toMatchObject({ title: 'Why teams choose Formloom' });
    expect(before.text.html).toMatch(/^<p>Start in seconds/);

    const res = await admin.client.post(
      '/api/admin/content',
      newPage({
        title: 'See Formloom in two minutes',
        slug: 'tour-video',
        contentType: 'landing_video',
        content: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
    );
    expect(res.statusCode).toBe(201);
    const after = (await visitor.get('/api/site-content/landing')).json();
    expect(after.video).toEqual({
      title: 'See Formloom in two minutes',
      embed: {
        provider: 'youtube',
        id: 'dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
        watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    });

    await admin.client.put(`/api/admin/content/${res.json().id}/active`, { isActive: false });
    await admin.client.put(`/api/admin/content/${await pageId('landing-text')}/active`, {
      isActive: false,
    });
    const none = (await visitor.get('/api/site-content/landing')).json();
    // The other video (intro-video, above) is still active: the newest active one shows.
    expect(none.text).toBeNull();
    expect(none.video?.embed.provider).toBe('vimeo');
  });
});

describe('the default pages', () => {
  it('are seeded once, active, for each type but the video', async () => {
    const rows = await t.database.db.select().from(siteContent);
    for (const page of DEFAULT_PAGES) {
      expect(rows.filter((r) => r.slug === page.slug)).toEqual([
        expect.objectContaining({ contentType: page.contentType, createdBy: null }),
      ]);
    }
  });

  it("never overwrite an admin's edit, deactivation or renaming on the next start", async () => {
    const id = await pageId('about');
    const edit = await admin.client.put(`/api/admin/content/${id}`, {
      title: 'About us',
      slug: 'about',
      contentType: 'about',
      content: 'Our own words',
    });
    expect(edit.statusCode).toBe(200);
    await admin.client.put(`/api/admin/content/${await pageId('help')}/active`, {
      isActive: false,
    });
    await admin.client.put(`/api/admin/content/${await pageId('privacy')}`, {
      title: 'Privacy',
      slug: 'privacy-notice',
      contentType: 'privacy',
      content: 'Renamed',
    });

    expect(await seedSiteContent(t.database.db)).toEqual({ inserted: 0 });
    const rows = await t.database.db.select().from(siteContent);
    expect(rows.find((r) => r.slug === 'about')).toMatchObject({ content: 'Our own words' });
    expect(rows.find((r) => r.slug === 'help')).toMatchObject({ isActive: false });
    expect(rows.find((r) => r.slug === 'privacy')).toBeUndefined();
  });

  it('fills in a type that has no page at all (a new default in a later version)', async () => {
    const extra = {
      ...DEFAULT_PAGES[0]!,
      slug: 'about-extra',
      contentType: 'landing_video' as const,
    };
    expect(await seedSiteContent(t.database.db, [extra])).toEqual({ inserted: 0 });
    const fresh = { ...extra, contentType: 'about' as const };
    await t.database.db.delete(siteContent).where(eq(siteContent.contentType, 'about'));
    expect(await seedSiteContent(t.database.db, [fresh])).toEqual({ inserted: 1 });
    expect(await seedSiteContent(t.database.db, [fresh])).toEqual({ inserted: 0 });
  });
});

describe('server rendering', () => {
  it('owns /about, /help, /terms, /privacy and /p/{slug}, and nothing else', () => {
    expect(['/about', '/help', '/terms', '/privacy', '/p/shipping'].map(slugOfPath)).toEqual([
      'about',
      'help',
      'terms',
      'privacy',
      'shipping',
    ]);
    for (const path of ['/', '/pricing', '/p/', '/p/a/b', '/p/Bad', '/terms/x', '/dashboard']) {
      expect(slugOfPath(path), path).toBeNull();
    }
  });

  it("renders /terms with its title, description, text and the app's query seed", async () => {
    const page = await render('/terms');
    expect(page).toMatchObject({
      title: 'Terms of service · Formloom',
      description: expect.stringContaining('terms'),
      queries: [
        { key: ['/api/site-content/terms'], data: expect.objectContaining({ slug: 'terms' }) },
      ],
    });
    expect(page.html).toContain('<h1 id="content-title"');
    expect(page.html).toContain('Terms of service</h1>');
    expect(page.html).toContain('<h2>Your account</h2>');
    expect(page.html).toMatch(/Last updated <time datetime="[^"]+">\d{1,2} \w+ \d{4}<\/time>/);
  });

  it('escapes the title, and describes a page without a meta description by its opening words', async () => {
    const res = await admin.client.post(
      '/api/admin/content',
      newPage({
        title: '<img src=x onerror=alert(1)> & more',
        slug: 'escaped',
        metaDescription: null,
        content: 'Plain *words* to start.',
      }),
    );
    expect(res.statusCode).toBe(201);
    const page = await render('/p/escaped');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more</h1>');
    expect(page.description).toBe('Plain words to start.');
  });

  it('answers an inactive or unknown page as not found (404; the app shows its not-found page)', async () => {
    expect(await answer('/p/draft-page')).toBe(PAGE_NOT_FOUND);
    expect(await answer('/p/nothing-here')).toBe(PAGE_NOT_FOUND);
    expect(await answer('/help')).toBe(PAGE_NOT_FOUND); // deactivated above
  });

  it("uses the design system's prose classes, so the page does not move when the app takes over", () => {
    const web = fs.readFileSync(
      new URL('../../../../web/src/components/ui/prose.tsx', import.meta.url),
      'utf8',
    );
    expect(web.replace(/\s*\n\s*/g, ' ')).toContain(`'${PROSE_CLASS}'`);
  });
});
