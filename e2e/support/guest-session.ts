import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens `url` and waits until the app's guest session has answered.
 *
 * Why: the app starts a guest session on load (POST /api/session/guest, after /api/user says 401).
 * A test that then registers or signs in through the API, sharing the page's cookie jar, races
 * that request: when the guest's answer lands last, its cookie replaces the user's and the next
 * page sees a guest (seen under load: two-factor.spec.ts found no "Set up two-factor sign-in" on
 * /profile). The app's own sign-in waits for it; a test must too.
 */
export async function gotoAsGuest(page: Page, url: string): Promise<void> {
  const guestSession = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/session/guest',
  );
  await page.goto(url);
  expect((await guestSession).status()).toBe(200);
}
