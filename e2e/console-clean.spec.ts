/**
 * Pages that must load without a single console error (issue 28 item 10): every error counts
 * here, the browser's "Failed to load resource" included, since a careful visitor with the
 * developer tools open sees it as a fault.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('no console errors', () => {
  it("a guest's first visit to the home page and the dashboard prints nothing", async () => {
    const { page, context, errors } = await newPage(browser);
    const sessionAsked = page.waitForResponse((res) => res.url().endsWith('/api/session'));
    await page.goto(appUrl('/'));
    expect((await sessionAsked).status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Create your first form' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/api/docs shows the API with no CSP error', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(appUrl('/api/docs'));
    // The UI is drawn by swagger-ui's script: an operation of the document shows it ran.
    await page.getByText('/api/health', { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
