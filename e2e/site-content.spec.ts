/**
 * The site's content pages (issue 16): /terms comes from the server as HTML with its title, text
 * and meta tags (what a search engine or a link preview reads, without JavaScript), shows in
 * Chromium without axe violations, also at 360 px, and an admin (made with the make-admin CLI on
 * a server of its own, support/admin-server.ts) edits the Terms page and /terms shows the new text.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminServer, startAdminServer } from './support/admin-server';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function openPage(options: { width?: number } = {}) {
  const opened = await newPage(browser, options);
  contexts.push(opened.context);
  return opened;
}

/** Browser noise about an expected 401 (a guest's /api/user) is not an error of the page. */
const realErrors = (errors: string[]) =>
  errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 401/.test(e),
  );

async function expectAccessible(page: Page) {
  const path = new URL(page.url()).pathname;
  expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
}

/** The page as a crawler gets it: one GET, no JavaScript. */
async function htmlOf(url: string): Promise<string> {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  return res.text();
}

describe('the content pages', () => {
  it('serve /terms as HTML with its title, description, Open Graph tags and text', async () => {
    const html = await htmlOf(appUrl('/terms'));
    expect(html).toContain('<title>Terms of service · Formloom</title>');
    expect(html).toMatch(/<meta name="description" content="The terms for using Formloom[^"]*"/);
    expect(html).toContain('<meta property="og:title" content="Terms of service · Formloom"');
    expect(html).toMatch(/<h1 id="content-title"[^>]*>Terms of service<\/h1>/);
    expect(html).toContain('<h2>Your account</h2>');
    expect(html).toContain('Keep your password safe');
    // The footer's links lead to the real pages.
    for (const path of ['/about', '/help', '/terms', '/privacy']) {
      expect(html).toContain(`href="${path}"`);
    }
    // An unknown page is the app's, which shows its not-found page.
    const unknown = await fetch(appUrl('/p/no-such-page'));
    expect(await unknown.text()).not.toContain('content-title');
  });

  it('show /terms in Chromium, accessible, from the footer too, and at 360 px', async () => {
    const { page, errors } = await openPage();
    await page.goto(appUrl('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your account' }).waitFor();
    expect(await page.title()).toBe('Terms of service · Formloom');
    await expectAccessible(page);

    const phone = await openPage({ width: 360 });
    await phone.page.goto(appUrl('/privacy'));
    await phone.page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    const sideways = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    await expectAccessible(phone.page);
    expect(realErrors([...errors, ...phone.errors])).toEqual([]);
  });
});

describe('an admin', () => {
  let server: AdminServer;

  beforeAll(async () => {
    server = await startAdminServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('edits the Terms page, and /terms shows the new text', async () => {
    const at = (path: string) => new URL(path, server.url).toString();
    const { page, errors } = await openPage();
    const login = await page.context().request.post(at('/api/auth/login'), {
      headers: { Origin: server.url },
      data: { username: server.admin.username, password: server.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);

    await page.goto(at('/admin/content'));
    await page.getByRole('heading', { level: 1, name: 'Site content' }).waitFor();
    await expectAccessible(page);
    // The row's "Edit" with its visually hidden ": Terms of service" (Chromium reads a space between).
    await page.getByRole('link', { name: /^Edit\s*: Terms of service$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit “Terms of service”' }).waitFor();

    const text = `## Fair use\n\nUpdated on ${Date.now()}: be kind to each other.`;
    await page.getByLabel('Content (Markdown)').fill(text);
    const preview = page.getByTestId('content-preview');
    await preview.getByRole('heading', { name: 'Fair use' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Page saved', { exact: true }).waitFor();

    await page.goto(at('/terms'));
    await page.getByRole('heading', { level: 2, name: 'Fair use' }).waitFor();
    expect(await page.getByText('be kind to each other').count()).toBe(1);
    const html = await htmlOf(at('/terms'));
    expect(html).toContain('<h2>Fair use</h2>');
    expect(errors).toEqual([]);
  });
});
