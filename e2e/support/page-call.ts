/** A JSON call from inside the page, so it carries the page's session cookie and same-origin Origin. */
import type { Page } from 'playwright-core';

export async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    },
    { method, path, body },
  );
}
