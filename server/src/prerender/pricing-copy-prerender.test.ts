/**
 * /pricing shows the active `pricing` site content page as its copy above the plans (issue 16:
 * "pricing copy can come from the pricing page"), in the server's HTML and in the query seed the
 * app renders from; without an active page it is the plain pricing page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../db/schema';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { PRICING_DESCRIPTION } from './pricing-prerender';

const INDEX_HTML = `<!doctype html>
<html lang="en" class="light">
  <head>
    <meta name="description" content="Formloom is a form and survey builder." />
    <title>Formloom</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestContext;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-pricing-copy-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), 'export const x=1;');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PRICE_PRO_MONTHLY_CENTS: '1500' } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface Seed {
  key: string[];
  data: { html: string; title: string } | null;
}

async function pricing() {
  const res = await t.app.inject({ method: 'GET', url: '/pricing' });
  expect(res.statusCode).toBe(200);
  const html = res.body;
  const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
  const data = JSON.parse(/id="prerender-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    queries: Seed[];
  };
  const copy = data.queries.find((q) => q.key[0] === '/api/site-content/pricing');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)![1];
  return { main, copy, description };
}

const setPricingPage = (values: Partial<typeof siteContent.$inferInsert>) =>
  t.database.db
    .update(siteContent)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(siteContent.slug, 'pricing'));

describe('the pricing copy on /pricing', () => {
  it('shows the seeded, active pricing page between the title and the plans', async () => {
    const { main, copy, description } = await pricing();
    const intro = 'Start free and publish your first forms today.';
    expect(main).toContain(intro);
    expect(main.indexOf('<h1')).toBeLessThan(main.indexOf(intro));
    expect(main.indexOf(intro)).toBeLessThan(main.indexOf('role="radiogroup"'));
    // The copy is the introduction: the usual line, which says the same, is not repeated above it.
    expect(main).not.toContain(PRICING_DESCRIPTION);
    // The same page for the app under the key its pricing page reads.
    expect(copy?.data?.html).toContain(intro);
    // Its meta description is the page's.
    expect(description).toBe(
      'Formloom pricing: start free, upgrade to Pro for unlimited publishing, or buy credits.',
    );
  });

  it("shows an admin's edit at once, sanitised", async () => {
    await setPricingPage({
      content:
        'Nonprofits pay **half**. <script>alert(1)</script>[Ask us](javascript:alert(2)) or see [help](/help).',
      metaDescription: null,
    });
    const { main, copy, description } = await pricing();
    expect(main).toContain('Nonprofits pay <strong>half</strong>.');
    expect(main).toContain('href="/help"');
    expect(main).not.toContain('<script>alert');
    // markdown-it refuses the link: its text stays, as text, never as an address.
    expect(main).not.toMatch(/href="javascript:/i);
    expect(copy?.data?.html).toContain('<strong>half</strong>');
    // No meta description of its own: the page's usual one.
    expect(description).toBe(PRICING_DESCRIPTION);
  });

  it('is the plain pricing page when the pricing page is inactive, seeded as absent', async () => {
    await setPricingPage({ isActive: false });
    const { main, copy, description } = await pricing();
    expect(main).not.toContain('Nonprofits');
    expect(main).toContain('What happens to my forms if Pro ends?');
    // No copy: the usual line introduces the page.
    expect(main).toContain(PRICING_DESCRIPTION);
    expect(copy).toEqual({ key: ['/api/site-content/pricing'], data: null });
    expect(description).toBe(PRICING_DESCRIPTION);
    // The public API agrees: no active page.
    const api = await t.app.inject({ method: 'GET', url: '/api/site-content/pricing' });
    expect(api.statusCode).toBe(404);
  });
});
