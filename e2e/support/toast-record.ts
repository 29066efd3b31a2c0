/**
 * Every toast a page has shown, kept in the page. A toast lives 5 s (spec section 9); on a busy
 * machine a check that reaches the page later than that would wait for a toast that has already
 * gone, and time out although the app did the right thing. The record makes such a check about
 * what the page showed, not about when the test happened to look.
 */
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/** Starts recording in every page of the context, from its first document on. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    window.__toastsShown = shown;
    const collect = () => {
      for (const item of document.querySelectorAll('section[aria-label="Messages"] ol > li')) {
        // A toast's title and description, one line each, as the card shows them.
        const text = (item as HTMLElement).innerText.trim();
        if (text && !shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(collect).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** Waits until the page has shown a toast with this title (and this description, if given). */
export async function expectToastShown(
  page: Page,
  title: string,
  description?: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(() => window.__toastsShown ?? []);
        return shown.some((text) => {
          const lines = text.split('\n').map((line) => line.trim());
          return (
            lines.includes(title) && (description === undefined || lines.includes(description))
          );
        })
          ? 'shown'
          : shown;
      },
      { timeout: 20_000 },
    )
    .toBe('shown');
}
