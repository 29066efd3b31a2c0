/**
 * The public pages visitors see first (issue 16 item 6) are server-rendered: readable without
 * JavaScript, and nothing moves when the app takes over (the footer used to be painted, then
 * pushed down when the route's chunk arrived: a layout shift of 0.42 on the home page).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureTakeover, SHIFT_OBSERVER } from '../bench/support/site-pages-shift';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** CSP violations and runtime errors, but not the browser's note about an expected 401. */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !e.includes('Failed to load resource'));

const PAGES = [
  { path: '/', heading: 'Forms people actually enjoy filling in' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/terms', heading: 'Terms of service' },
];

describe('server-rendered public pages', () => {
  for (const { path, heading } of PAGES) {
    it(`${path} reads without JavaScript`, async () => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      await page.goto(appUrl(path));
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.innerText()).toBe(heading);
      expect(
        await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).count(),
      ).toBe(1);
      await context.close();
    });

    for (const width of [360, 1280]) {
      it(`${path} does not move when the app takes over (${width} px)`, async () => {
        const { page, errors, context } = await newPage(browser, { width, height: 800 });
        await page.addInitScript(SHIFT_OBSERVER);
        const figures = await measureTakeover(page, appUrl(path));
        expect(figures.footerTopBefore).toBeGreaterThan(0);
        expect(Math.abs(figures.footerTopAfter - figures.footerTopBefore)).toBeLessThanOrEqual(1);
        expect(figures.cls).toBeLessThan(0.05);
        // The app is live: its own heading, the session settled in the header, no CSP refusal.
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
        await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
        expect(realErrors(errors)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it("/pricing shows the active pricing page's copy, before and after the app takes over", async () => {
    const intro = 'Start free and publish your first forms today.';
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(appUrl('/pricing'));
    await noScript.getByText(intro).waitFor();
    await plain.close();

    const { page, errors, context } = await newPage(browser, { width: 360, height: 800 });
    await page.addInitScript(SHIFT_OBSERVER);
    const figures = await measureTakeover(page, appUrl('/pricing'));
    expect(figures.cls).toBeLessThan(0.05);
    // The app's own pricing page (not the server's HTML kept as a fallback) renders the copy.
    await page.getByText(intro).waitFor();
    expect(await page.locator('main#main > div.contents').count()).toBe(0);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
