/**
 * The layout shift of a page while the app takes over, measured in Chromium on a phone-sized
 * viewport: a PerformanceObserver for layout-shift entries (without recent input) from the first
 * paint until the route's screen has rendered and the network is idle, and the footer's top before
 * the app's script runs and after. Used by bench/site-pages and by e2e/site-pages.spec.ts.
 */
import type { Page } from 'playwright-core';

export const SHIFT_OBSERVER = `{
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, at: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}`;

export interface TakeoverFigures {
  /** Sum of layout-shift values from the first paint to network idle. */
  cls: number;
  /** The footer's top edge as the server sent the page and once the app has rendered it. */
  footerTopBefore: number;
  footerTopAfter: number;
}

/**
 * Opens `url` in `page` (which must have SHIFT_OBSERVER as an init script) and measures. The
 * footer's first position is read at DOMContentLoaded, before any module script has run (module
 * scripts run after the document is parsed, and this listener is registered first).
 */
export async function measureTakeover(page: Page, url: string): Promise<TakeoverFigures> {
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    window.__footerTopBefore = document.querySelector('footer')?.getBoundingClientRect().top ?? -1;
  }, { once: true, capture: true });`);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The app has taken over when React has mounted its root and the server's <main> content is the
  // screen's own (its chunk rendered): the fallback's wrapper (div.contents in main) is gone.
  // A promise evaluated in the page, settled by a MutationObserver: page.waitForFunction would
  // need eval, which the pages' CSP (no 'unsafe-eval') refuses.
  await page.evaluate(`new Promise((resolve, reject) => {
    const done = () => {
      const root = document.getElementById('root');
      const mounted = root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
      return mounted && document.querySelector('main#main > div.contents') === null;
    };
    if (done()) return resolve(true);
    const timer = setTimeout(() => reject(new Error('the app did not take over within 30 s')), 30000);
    new MutationObserver((_, observer) => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(true);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  })`);
  return (await page.evaluate(`({
    cls: window.__shifts.reduce((sum, s) => sum + s.value, 0),
    footerTopBefore: window.__footerTopBefore,
    footerTopAfter: document.querySelector('footer')?.getBoundingClientRect().top ?? -1,
  })`)) as TakeoverFigures;
}
