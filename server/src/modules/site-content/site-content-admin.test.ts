/** The admin's CMS API: who may use it, slug rules, saving, activation and the audit trail. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteContent } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { guest, newPage, type Person, signUp } from './site-content.test-support';

let t: TestContext;
let admin: Person;
let user: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'admin');
  user = await signUp(t);
});
afterAll(() => t.close());

async function auditOf(targetId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'content'), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);
}

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.client.post('/api/admin/content', newPage(overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('who may use the content API', () => {
  const routes = [
    ['GET', '/api/admin/content'],
    ['GET', '/api/admin/content/1'],
    ['POST', '/api/admin/content'],
    ['PUT', '/api/admin/content/1'],
    ['PUT', '/api/admin/content/1/active'],
    ['POST', '/api/admin/content/preview'],
  ] as const;

  it.each(routes)(
    '%s %s is a 404 to users and guests, even with a broken body',
    async (method, url) => {
      for (const client of [user.client, guest(t)]) {
        for (const payload of [newPage(), { nonsense: true }]) {
          const res = await client.request({ method, url, payload });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
        }
      }
    },
  );

  it('lists every page to an admin, the seeded defaults included', async () => {
    const res = await admin.client.get('/api/admin/content');
    expect(res.statusCode).toBe(200);
    const slugs = res.json().map((page: { slug: string }) => page.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['about', 'help', 'terms', 'privacy', 'pricing', 'landing-text']),
    );
    const terms = await admin.client.get('/api/admin/content?type=terms');
    expect(terms.json()).toEqual([
      expect.objectContaining({ slug: 'terms', path: '/terms', isActive: true, createdBy: null }),
    ]);
  });
});

describe('creating a page', () => {
  it('stores it with its author, answers the detail and writes an audit entry', async () => {
    const page = await create({ title: 'Returns', slug: 'returns-policy' });
    expect(page).toMatchObject({
      slug: 'returns-policy',
      title: 'Returns',
      contentType: 'help',
      isActive: true,
      path: '/p/returns-policy',
      metaDescription: 'How we ship.',
      content: '## Delivery\n\nWe ship **worldwide**.',
      createdBy: { id: admin.id, name: admin.username },
    });
    const read = await admin.client.get(`/api/admin/content/${page.id}`);
    expect(read.json()).toEqual(page);
    const [entry, ...more] = await auditOf(page.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: admin.username,
      action: 'content.create',
      targetLabel: 'returns-policy',
      before: null,
      after: expect.objectContaining({ slug: 'returns-policy', isActive: true }),
    });
  });

  it('refuses a duplicate slug with 409 on the slug field, and writes nothing', async () => {
    const first = await create();
    const before = (await t.database.db.select().from(auditLog)).length;
    const res = await admin.client.post('/api/admin/content', newPage({ slug: first.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      errors: { slug: 'A page with this slug already exists' },
    });
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('lets exactly one of two simultaneous creations of a slug win', async () => {
    const body = newPage();
    const answers = await Promise.all([
      admin.client.post('/api/admin/content', body),
      admin.client.post('/api/admin/content', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(siteContent)
      .where(eq(siteContent.slug, body.slug));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [
      'Upper Case',
      'Use lower-case letters, digits and single dashes (for example: getting-started)',
    ],
    [
      'trailing-',
      'Use lower-case letters, digits and single dashes (for example: getting-started)',
    ],
    ['a'.repeat(81), 'Slug must be at most 80 characters'],
    ['', 'Slug is required'],
    ['admin', 'This slug is used by the app itself; choose another'],
    ['dashboard', 'This slug is used by the app itself; choose another'],
    ['terms', "The slug 'terms' is reserved for the terms page"],
  ])('refuses the slug %j: %s', async (slug, message) => {
    const res = await admin.client.post('/api/admin/content', newPage({ slug }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ slug: message });
  });

  it('checks the other fields: title, type, meta description, size, a video address', async () => {
    const cases = [
      [{ title: ' ' }, 'title', 'Title is required'],
      [{ contentType: 'blog' }, 'contentType', expect.any(String)],
      [{ metaDescription: 'x'.repeat(161) }, 'metaDescription', expect.stringContaining('160')],
      [{ content: 'x'.repeat(100_001) }, 'content', expect.stringContaining('100,000')],
      [
        { contentType: 'landing_video', content: 'https://evil.example/v' },
        'content',
        'Enter a YouTube or Vimeo address',
      ],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const res = await admin.client.post('/api/admin/content', newPage(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toMatchObject({ [field]: message });
    }
  });
});

describe('saving a page', () => {
  it('changes it, keeps the audit of before and after, and answers the new version', async () => {
    const page = await create();
    const res = await admin.client.put(`/api/admin/content/${page.id}`, {
      ...newPage({ slug: `${page.slug}-v2`, title: 'Shipping and returns', content: 'New text' }),
      metaDescription: '',
      expectedUpdatedAt: page.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: `${page.slug}-v2`,
      title: 'Shipping and returns',
      content: 'New text',
      metaDescription: null,
    });
    expect(res.json().updatedAt > page.updatedAt).toBe(true);
    const entries = await auditOf(page.id);
    expect(entries.map((e) => e.action)).toEqual(['content.create', 'content.update']);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ slug: page.slug, content: page.content }),
      after: expect.objectContaining({ slug: `${page.slug}-v2`, content: 'New text' }),
    });
  });

  it('answers 409 to an editor holding an older version, and keeps the newer text', async () => {
    const page = await create();
    const body = { ...newPage({ slug: page.slug }), expectedUpdatedAt: page.updatedAt };
    const first = await admin.client.put(`/api/admin/content/${page.id}`, {
      ...body,
      content: 'First editor',
    });
    expect(first.statusCode).toBe(200);
    const second = await admin.client.put(`/api/admin/content/${page.id}`, {
      ...body,
      content: 'Second editor',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'This page was changed by someone else. Reload it to see their changes.',
    );
    const read = await admin.client.get(`/api/admin/content/${page.id}`);
    expect(read.json().content).toBe('First editor');
  });

  it("refuses another page's slug, and answers 404 for a page that does not exist", async () => {
    const [a, b] = [await create(), await create()];
    const taken = await admin.client.put(`/api/admin/content/${a.id}`, newPage({ slug: b.slug }));
    expect(taken.statusCode).toBe(409);
    const missing = await admin.client.put('/api/admin/content/999999', newPage());
    expect(missing.statusCode).toBe(404);
  });

  it('writes no audit entry for a save that changes nothing', async () => {
    const page = await create();
    const same = { ...newPage({ slug: page.slug }) };
    const res = await admin.client.put(`/api/admin/content/${page.id}`, same);
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedAt).toBe(page.updatedAt);
    expect((await auditOf(page.id)).map((e) => e.action)).toEqual(['content.create']);
  });
});

describe('activating and deactivating', () => {
  it('withdraws a page from the public and brings it back, each change audited once', async () => {
    const page = await create();
    const visitor = guest(t);
    expect((await visitor.get(`/api/site-content/${page.slug}`)).statusCode).toBe(200);

    const off = await admin.client.put(`/api/admin/content/${page.id}/active`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await visitor.get(`/api/site-content/${page.slug}`)).statusCode).toBe(404);
    // Again: already inactive, nothing happens and nothing is recorded.
    await admin.client.put(`/api/admin/content/${page.id}/active`, { isActive: false });

    const on = await admin.client.put(`/api/admin/content/${page.id}/active`, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
    expect((await visitor.get(`/api/site-content/${page.slug}`)).statusCode).toBe(200);

    const entries = await auditOf(page.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['content.create', null, expect.anything()],
      ['content.deactivate', { isActive: true }, { isActive: false }],
      ['content.activate', { isActive: false }, { isActive: true }],
    ]);
  });

  it('creates a page inactive when asked, so it can be prepared before it goes live', async () => {
    const page = await create({ isActive: false });
    expect(page.isActive).toBe(false);
    expect((await guest(t).get(`/api/site-content/${page.slug}`)).statusCode).toBe(404);
  });
});

describe('the preview', () => {
  it('renders Markdown exactly as the public page will, sanitised', async () => {
    const res = await admin.client.post('/api/admin/content/preview', {
      markdown: '# Hello\n\n[x](javascript:alert(1)) <script>alert(1)</script> [ok](/help)',
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json();
    expect(html).toContain('<h2>Hello</h2>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/href="javascript/i);
    expect(html).toContain('<a href="/help" rel="noopener noreferrer">ok</a>');
  });
});
