/**
 * The admin console in Chromium (issue 16). A non-admin, signed in or not, opening /admin sees the
 * not-found page (on the shared server). Then, on a server of its own whose admin was made with the
 * make-admin CLI (support/admin-server.ts), an admin finds a user, grants credits with a reason,
 * sees the audit entry, and the user sees the credits on /billing. axe runs on every admin screen
 * the journey reaches, and the console is checked at 360 px.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminServer, startAdminServer } from './support/admin-server';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { gotoAsGuest } from './support/guest-session';

const PASSWORD = 'correct horse battery';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function openPage(options: { width?: number } = {}) {
  const opened = await newPage(browser, options);
  contexts.push(opened.context);
  return opened;
}

/** Registers through the page's own cookie jar (registering signs in). */
async function register(page: Page, origin: string, prefix: string): Promise<string> {
  const username = unique(prefix);
  const res = await page.context().request.post(`${origin}/api/auth/register`, {
    headers: { Origin: origin },
    data: {
      username,
      email: `${username}@example.com`,
      name: `${prefix} person`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

async function expectAccessible(page: Page) {
  const path = new URL(page.url()).pathname;
  expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
}

describe('the admin console for anyone but an admin', () => {
  it('is the not-found page, for a guest and for a signed-in user', async () => {
    const { page, errors } = await openPage();
    // Registering below must not race the app's guest session (support/guest-session.ts).
    await gotoAsGuest(page, appUrl('/admin'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByText('/admin', { exact: true }).count()).toBe(1);

    await register(page, new URL(appUrl('/')).origin, 'nosy');
    await page.goto(appUrl('/admin/users'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin console' }).count()).toBe(0);
    await expectAccessible(page);
    // The user menu does not mention the console.
    await page.getByRole('button', { name: 'nosy person' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    // The API's 404s for /api/admin are the only console errors a non-admin could cause; none ran.
    expect(errors.filter((e) => e.includes('/api/admin'))).toEqual([]);
  });
});

describe('an admin', () => {
  let server: AdminServer;

  beforeAll(async () => {
    server = await startAdminServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('grants credits with a reason, and the user sees them on /billing', async () => {
    const origin = server.url;
    const at = (path: string) => new URL(path, origin).toString();

    const member = await openPage();
    const memberName = await register(member.page, origin, 'member');

    const { page } = await openPage();
    const login = await page.context().request.post(at('/api/auth/login'), {
      headers: { Origin: origin },
      data: { username: server.admin.username, password: server.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);

    // The user menu leads to the console.
    await page.goto(at('/dashboard'));
    await page.getByRole('button', { name: 'Rita Root' }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await page.getByText('Pro subscribers').waitFor();
    await expectAccessible(page);

    const nav = page.getByRole('navigation', { name: 'Admin console' });
    await nav.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(memberName);
    await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    await page.waitForURL((url) => url.search === `?q=${memberName}`);
    const row = page.getByRole('link', { name: new RegExp(memberName) });
    await row.waitFor();
    expect(
      await page
        .getByRole('region', { name: /Users matching/ })
        .getByRole('listitem')
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await row.click();

    await page.getByRole('heading', { level: 1, name: 'member person' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Grant credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant credits' });
    await dialog.getByLabel('Credits to grant').fill('5');
    await dialog.getByLabel('Reason').fill('Thanks for the bug report');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await page.getByText(`5 credits added to ${memberName}'s balance.`, { exact: true }).waitFor();
    const ledger = page.getByRole('table', { name: /Credit ledger/ });
    // The reason goes to the audit log; the ledger row says what happened, and who did it.
    await ledger.getByText('5 credits granted by an admin').waitFor();
    expect(await ledger.getByRole('row').nth(1).textContent()).toContain(server.admin.username);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const entry = page
      .getByRole('region', { name: 'Audit entries, newest first' })
      .getByRole('listitem')
      .first();
    await entry.getByText('Granted credits').waitFor();
    expect(await entry.textContent()).toContain('Reason: Thanks for the bug report');
    expect(await entry.textContent()).toContain(memberName);
    await expectAccessible(page);

    // The member's own billing page shows the credits.
    await member.page.goto(at('/billing'));
    const credits = member.page.getByRole('heading', { name: 'Credits' }).locator('..');
    await credits.getByText('credits available').waitFor();
    expect((await credits.locator('.text-4xl').textContent())?.trim()).toBe('5');
    await member.page.getByText('5 credits granted by an admin').waitFor();
  });

  it('can use the console at 360 px, its sections in a sheet', async () => {
    const { page } = await openPage({ width: 360 });
    const origin = server.url;
    const login = await page.context().request.post(`${origin}/api/auth/login`, {
      headers: { Origin: origin },
      data: { username: server.admin.username, password: server.admin.password },
    });
    expect(login.status()).toBe(200);
    for (const path of [
      '/admin',
      '/admin/users',
      '/admin/forms',
      '/admin/audit',
      '/admin/content',
      '/admin/templates',
    ]) {
      await page.goto(new URL(path, origin).toString());
      await page.getByRole('button', { name: /Admin sections/ }).waitFor();
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      await expectAccessible(page);
    }
    await page.getByRole('button', { name: /Admin sections/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Admin console' });
    await sheet.getByRole('link', { name: 'Forms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/forms');
  });
});
