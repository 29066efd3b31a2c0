/**
 * After repeated failed sign-ins for an account, the sign-in page shows the ALTCHA challenge the
 * server asks for, solves it in the browser (workers served from our origin, under the CSP) and
 * signs the owner in with the right password: no lock-out.
 */
import { type Browser, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';

const PASSWORD = 'correct horse battery';
/** The server's threshold (ACCOUNT_FAILURES_BEFORE_PROOF); journeys do not import server code. */
const FAILURES_BEFORE_PROOF = 5;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('sign-in after repeated failures', () => {
  it('shows the challenge, solves it and signs the owner in', async () => {
    const origin = new URL(appUrl('/')).origin;
    const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
    const username = `owner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const registered = await api.post('/api/auth/register', {
      data: {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    // Someone else guesses at the account.
    const guesser = await request.newContext({
      baseURL: origin,
      extraHTTPHeaders: { Origin: origin },
    });
    for (let i = 0; i < FAILURES_BEFORE_PROOF; i += 1) {
      const res = await guesser.post('/api/auth/login', {
        data: { username, password: `guess number ${i}` },
      });
      expect(res.status()).toBe(401);
    }
    await Promise.all([api.dispose(), guesser.dispose()]);

    const { page, context, errors } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const signIn = page.waitForResponse(
      (res) => res.url().endsWith('/api/auth/login') && res.status() === 200,
    );
    // The widget may solve its challenge at once; the attempt with the proof is held until the
    // challenge screen has been checked, or a quick machine signs in (and navigates) mid-check.
    let release!: () => void;
    const checked = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      const body = (route.request().postDataJSON() ?? {}) as { captcha?: unknown };
      if (body.captcha) await checked;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page
      .getByRole('alert')
      .getByText(
        'Too many failed sign-ins for this account. Complete the verification to continue.',
      )
      .waitFor();
    await page.locator('altcha-widget').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    release();
    // The widget works on its own; once it has a proof the held-back attempt goes again.
    const response = await signIn;
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      username,
      captcha: expect.any(String),
    });
    await page
      .getByRole('region', { name: 'Messages' })
      .getByRole('list')
      .getByText('Welcome back!', { exact: true })
      .waitFor();
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/user');
      return { status: res.status, body: (await res.json()) as { username?: string } };
    });
    expect(me).toEqual({ status: 200, body: expect.objectContaining({ username }) });
    // The client logs every refused call, the expected request for a proof included.
    const unexpected = errors.filter(
      (e) => !e.includes('Failed to load resource') && !e.includes('"CAPTCHA_REQUIRED"'),
    );
    expect(unexpected).toEqual([]);
    await context.close();
  });
});
