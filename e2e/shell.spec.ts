import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { publishForm } from './support/respondent';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** CSP violations and runtime errors, but not the browser's note about an expected 401. */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !e.includes('Failed to load resource'));

describe('the app shell', () => {
  it('renders the home page with header, navigation, a Create a form button and the footer', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(appUrl('/'));
    const header = page.getByRole('banner');
    await header.waitFor();
    for (const name of ['Dashboard', 'Create Form', 'NPS Analytics', 'Templates', 'Brand Kit']) {
      expect(await header.getByRole('link', { name, exact: true }).count(), name).toBeGreaterThan(
        0,
      );
    }
    // The account area shows a placeholder until the session is known; wait for it to settle.
    await header.getByRole('link', { name: 'Log in' }).waitFor();
    await page
      .getByRole('link', { name: /create a form/i })
      .first()
      .waitFor();
    const footer = page.getByRole('contentinfo');
    const footerText = await footer.innerText();
    for (const group of ['Product', 'Resources', 'Company', 'Legal'])
      expect(footerText).toContain(group);
    expect(footerText).toContain(String(new Date().getFullYear()));
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(
      true,
    );
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the Create a form button on the home page only', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/templates'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').getByText('Create a form', { exact: true }).count()).toBe(
      0,
    );
    await context.close();
  });

  it('shows a not-found page for an unknown path, served with 404', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(appUrl('/this/does/not/exist'));
    // The status tells crawlers and monitors; the app still renders its own not-found screen.
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toMatch(/not found/i);
    expect(await page.getByRole('link', { name: /home/i }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('sends a signed-out visitor from /profile to /auth with the redirect', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/profile'));
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fprofile');
    await context.close();
  });

  it('opens the same builder from /forms/new, /form-builder and /form-builder/{id}', async () => {
    const { page, context } = await newPage(browser);
    for (const path of ['/forms/new', '/form-builder', '/form-builder/abc123']) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('Form builder', { exact: true }).isVisible(), path).toBe(true);
      expect(await page.title(), path).toMatch(/form · Formloom$/);
    }
    await context.close();
  });

  it('shows the public form view without header and footer, with a clear page for a missing form', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/forms/some-form-id'));
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.innerText()).toBe('We couldn’t find this form');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await context.close();
  });

  it('offers the navigation in a slide-in menu on a 360 px screen', async () => {
    const { page, context } = await newPage(browser, { width: 360, height: 740 });
    await page.goto(appUrl('/'));
    await page.getByRole('button', { name: /menu/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await dialog.getByText('Login to save your forms and access all features.').isVisible(),
    ).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await context.close();
  });
});

describe('accessibility', () => {
  for (const path of ['/', '/auth', '/no-such-page']) {
    it(`axe finds no violations on ${path}`, async () => {
      const { page, context } = await newPage(browser);
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('axe finds no violations on the home page in the dark theme', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /theme/i }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  // Zod 4 probes for `new Function` unless configured jitless; the CSP refuses eval, and Chromium
  // reports the refusal as an event, not a console error, so the check listens for the event.
  it('asks for no eval on the app and the public form page (no CSP violation)', async () => {
    const owners: APIRequestContext[] = [];
    const form = await publishForm(owners, {
      title: 'No eval',
      questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
    });
    const { page, context } = await newPage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const path of ['/dashboard', '/forms/new']) {
      await page.goto(appUrl(path));
      await page.getByRole('banner').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    await page.goto(appUrl(`/forms/${form.id}`));
    await page.getByLabel('Your name').waitFor();
    expect(await violations(), 'public form').toEqual([]);
    await context.close();
    await Promise.all(owners.map((owner) => owner.dispose()));
  });
});
