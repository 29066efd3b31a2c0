/**
 * Dates as the browser under test writes them: the app formats dates in the viewer's language
 * (web/src/lib/format-date.ts), so a journey asks the page for the same format rather than
 * assuming the machine's locale is American.
 */
import type { Page } from 'playwright-core';

/** A billing date or another whole UTC day, in the app's date style ("Sep 30, 2026" in en-US). */
export function utcDayInBrowser(page: Page, value: string | number): Promise<string> {
  return page.evaluate(
    (time) =>
      new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(time),
      ),
    value,
  );
}

/** What the app says of a moment under a minute ago ("this minute" in English). */
export function thisMinuteInBrowser(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.RelativeTimeFormat(navigator.language, { numeric: 'auto' }).format(0, 'minute'),
  );
}

/** `text` as a literal piece of a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
