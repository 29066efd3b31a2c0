/**
 * Identity journeys: guests, sign-in and sign-out, the sign-in redirect, the form access check and
 * the accessibility of the account screens. Each test opens a fresh browser context; accounts are
 * created through the API (fewer registrations: the server allows 10 an hour per address).
 */
import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { expectToastShown, recordToasts } from './support/toast-record';

interface Account {
  id: number;
  username: string;
  email: string;
  name: string;
  password: string;
  /** An API client signed in as this account. */
  api: APIRequestContext;
}

const PASSWORD = 'correct horse battery';
const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let browser: Browser;
let ada: Account;
let bob: Account;

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The server refuses state-changing calls without a same-origin Origin header. */
async function apiClient(): Promise<APIRequestContext> {
  const origin = new URL(appUrl('/')).origin;
  return request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
}

async function createAccount(prefix: string, name: string): Promise<Account> {
  const api = await apiClient();
  const username = unique(prefix);
  const email = `${username}@example.com`;
  const res = await api.post('/api/auth/register', {
    data: { username, email, name, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, username, email, name, password: PASSWORD, api };
}

/** CSP violations and runtime errors, but not the browser's note about an expected 401 or 404. */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !e.includes('Failed to load resource'));

/** A toast's text, in the toast list (the live region repeats it for screen readers). */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Messages' }).getByRole('list').getByText(text, { exact: true });

async function waitForGuestId(page: Page): Promise<string> {
  const handle = await page.waitForFunction((pattern) => {
    const id = window.localStorage.getItem('formloom_guest_user_id');
    return id && new RegExp(pattern).test(id) ? id : null;
  }, GUEST_ID.source);
  return (await handle.jsonValue()) as string;
}

async function signInThroughTheForm(page: Page, account: Account) {
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs the page's browser context in without the form (for journeys about something else). */
async function signInQuietly(page: Page, account: Account) {
  const status = await page.evaluate(
    async ({ username, password }) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return res.status;
    },
    { username: account.username, password: account.password },
  );
  expect(status).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ada = await createAccount('ada', 'Ada Lovelace');
  bob = await createAccount('bob', 'Bob Builder');
});

afterAll(async () => {
  await ada?.api.dispose();
  await bob?.api.dispose();
  await browser?.close();
});

describe('guests', () => {
  it('moves a guest form into the account created on /auth', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(appUrl('/auth?tab=register'));
    const guestId = await waitForGuestId(page);
    expect(await page.evaluate(() => document.cookie)).toContain(`anonymousId=${guestId}`);

    // The builder screen is another issue's work: the guest creates the form through the API, from
    // the page, so the request carries this browser's guest session like the builder's would.
    const created = await page.evaluate(async () => {
      const res = await fetch('/api/forms', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ definition: { title: 'My guest form' } }),
      });
      return { status: res.status, form: (await res.json()) as { id: string; userId: number } };
    });
    expect(created.status).toBe(201);
    expect(created.form.userId).toBe(-1);

    const username = unique('grace');
    await page.getByLabel('Name (optional)').fill('Grace Hopper');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await toast(page, 'Welcome!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await toast(page, 'Forms Successfully Migrated').waitFor();
    expect(await toast(page, '1 form moved to your account.').isVisible()).toBe(true);

    const mine = await page.evaluate(async () => {
      const [me, forms] = await Promise.all([
        fetch('/api/user').then((r) => r.json() as Promise<{ id: number }>),
        fetch('/api/forms').then((r) => r.json() as Promise<{ id: string; userId: number }[]>),
      ]);
      return { me, forms };
    });
    expect(mine.forms.find((form) => form.id === created.form.id)?.userId).toBe(mine.me.id);
    expect(await page.evaluate(() => localStorage.getItem('formloom_guest_form_ids'))).toBe('[]');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('signing in and out', () => {
  it('shows the name in the header after sign-in, then Log in and Goodbye! after sign-out', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(appUrl('/auth'));
    const firstGuestId = await waitForGuestId(page);

    await signInThroughTheForm(page, ada);
    await toast(page, 'Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: ada.name });
    await menuButton.waitFor();
    expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: 'Notifications' }).isVisible()).toBe(true);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await toast(page, 'Goodbye!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await header.getByRole('button', { name: ada.name }).count()).toBe(0);

    // A new anonymous session: the server issues a different guest id.
    await page.waitForFunction((previous) => {
      const id = window.localStorage.getItem('formloom_guest_user_id');
      return id !== null && id !== previous;
    }, firstGuestId);
    const me = await page.evaluate(() => fetch('/api/user').then((r) => r.status));
    expect(me).toBe(401);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor from /billing to /auth and back after signing in', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(appUrl('/billing'));
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fbilling');

    await signInThroughTheForm(page, ada);
    await page.waitForURL((url) => url.pathname === '/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('form access', () => {
  it('sends another user away from a form that is not theirs, with Access Denied', async () => {
    const res = await ada.api.post('/api/forms', {
      data: { definition: { title: "Ada's private form" } },
    });
    expect(res.status()).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const { page, context } = await newPage(browser);
    await recordToasts(context);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signInQuietly(page, bob);

    await page.goto(appUrl(`/forms/${id}/edit`));
    await expectToastShown(page, 'Access Denied', "You don't have permission to access this form");
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('banner').getByRole('button', { name: bob.name }).waitFor();
    await context.close();
  });
});

describe('accessibility of the account screens', () => {
  it('axe finds no violations on /auth, on both tabs and with field errors', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Username is required', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('Confirm password').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('axe finds no violations on /profile', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signInQuietly(page, ada);

    await page.goto(appUrl('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(ada.email);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits the sign-in and profile screens on a 360 px screen', async () => {
    const { page, context } = await newPage(browser, { width: 360, height: 740 });
    const overflows = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    await page.goto(appUrl('/auth?tab=register'));
    await page.getByLabel('Confirm password').waitFor();
    expect(await overflows()).toBe(false);

    await signInQuietly(page, ada);
    await page.goto(appUrl('/profile'));
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await overflows()).toBe(false);
    await context.close();
  });
});
