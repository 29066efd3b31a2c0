/**
 * Waits until an expression, evaluated in the page, gives a truthy value, and returns that value.
 *
 * Why not page.waitForFunction: given a string, Playwright polls it through `new Function`, which
 * the app's Content-Security-Policy (no 'unsafe-eval') refuses, so every poll after the first
 * fails and the wait times out whenever the condition was not already true (1754ddf found this in
 * site-pages). Here the whole wait is one promise evaluated over the DevTools protocol, which CSP
 * does not govern, and the polling inside it is a plain function on a timer.
 */
import type { Page } from 'playwright-core';

export async function waitInPage<T>(
  page: Page,
  expression: string,
  options: { timeoutMs: number; message: string; everyMs?: number },
): Promise<T> {
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const check = () => (${expression});
    const deadline = Date.now() + ${options.timeoutMs};
    const poll = () => {
      let value;
      try { value = check(); } catch (error) { return reject(error); }
      if (value) return resolve(value);
      if (Date.now() > deadline) return reject(new Error(${JSON.stringify(options.message)}));
      setTimeout(poll, ${options.everyMs ?? 50});
    };
    poll();
  })`)) as T;
}
