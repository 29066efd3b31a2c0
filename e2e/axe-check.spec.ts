/**
 * The journeys' accessibility check itself (support/browser.ts): axe run inside the page finds
 * what AxeBuilder finds, for the whole page or one part of it, and a page with frames is still
 * checked frame by frame. Without this, a check that found nothing would pass every journey.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const FLAWED = `<!doctype html><html lang="en"><head><title>Flawed</title></head><body><main>
  <h1>Flawed page</h1>
  <p id="faint" style="color:#bbb;background:#fff">Faint text that is hard to read</p>
  <div id="picture"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
</main></body></html>`;

const ids = (violations: { id: string }[]) => violations.map((v) => v.id).sort();

describe('the accessibility check', () => {
  it('finds the violations on a page, and only those of the part asked for', async () => {
    const { page, context } = await newPage(browser);
    await page.setContent(FLAWED);
    expect(ids(await axeViolations(page))).toEqual(['color-contrast', 'image-alt']);
    expect(ids(await axeViolations(page, { include: '#picture' }))).toEqual(['image-alt']);
    // A clean part, checked again on the same document (axe is already in the page).
    expect(await axeViolations(page, { include: 'h1' })).toEqual([]);
    await context.close();
  });

  it('checks the frames of a page with frames too', async () => {
    const { page, context } = await newPage(browser);
    const framed = FLAWED.replace('<h1>Flawed page</h1>', '').replace(
      '<main>',
      '<main><h1>Framed</h1><iframe title="Inner" srcdoc="<img src=x.gif>"></iframe>',
    );
    await page.setContent(framed);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
    expect(page.frames()).toHaveLength(2);
    const found = await axeViolations(page);
    expect(ids(found)).toEqual(['color-contrast', 'image-alt']);
    // The frame's image is among those reported, not only the page's own.
    expect(found.find((v) => v.id === 'image-alt')!.nodes).toHaveLength(2);
    await context.close();
  });
});
