/**
 * The Share dialog and the invitation page in Chromium (issue 14): an owner invites by username
 * from the builder, the invitee opens the invitation on a 360 px phone and accepts, lands on the
 * responses and is kept out of the builder; made an editor, they open the builder; removed, they
 * lose the form. axe (with contrast, which jsdom cannot measure) and no sideways scrolling at
 * 360 px on the open dialog, the invitation page and "Shared with me".
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { gotoAsGuest } from './support/guest-session';
import { call } from './support/page-call';

const PASSWORD = 'correct horse battery';

let browser: Browser;

/** Registers once the app's guest session has answered (else its cookie can replace the user's). */
async function register(page: Page, prefix: string): Promise<string> {
  await gotoAsGuest(page, appUrl('/'));
  const username = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const registered = await call(page, 'POST', '/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  return username;
}

/** True when the page scrolls sideways, or the element sticks out of the viewport. */
async function overflows(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    const sideways = document.documentElement.scrollWidth > window.innerWidth;
    return sideways || !box || box.left < 0 || box.right > window.innerWidth;
  }, selector);
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('sharing a form', () => {
  it('invites from the builder; the invitee accepts on a phone, is made an editor, then removed', async () => {
    const owner = await newPage(browser);
    await register(owner.page, 'owner');
    const created = await call(owner.page, 'POST', '/api/forms', {
      definition: { title: 'Team pulse', questions: [] },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const formId = String(created.json.id);

    const invitee = await newPage(browser, { width: 360, height: 740 });
    const inviteeName = await register(invitee.page, 'invitee');

    // The owner invites from the builder's toolbar.
    await owner.page.goto(appUrl(`/forms/${formId}/edit`));
    await owner.page.getByRole('button', { name: 'Share Team pulse' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share “Team pulse”' });
    await dialog.getByRole('textbox', { name: 'E-mail address or username' }).fill(inviteeName);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByText('Invitation sent', { exact: true }).waitFor();
    const pending = dialog.getByRole('region', { name: 'Pending invitations' });
    await pending.getByText(inviteeName).waitFor();
    expect(await pending.getByText('Expires in 7 days').count()).toBe(1);
    expect(await axeViolations(owner.page)).toEqual([]);

    // On a 360 px screen the dialog fits and nothing scrolls sideways.
    await owner.page.setViewportSize({ width: 360, height: 740 });
    await owner.page.waitForFunction(() => window.innerWidth === 360);
    expect(await overflows(owner.page, '[role="dialog"]')).toBe(false);
    expect(await axeViolations(owner.page)).toEqual([]);

    // The invitee's link, as the bell and the e-mail carry it.
    const listed = await call(invitee.page, 'GET', '/api/notifications');
    const notifications = listed.json.notifications as { data: { actionUrl?: string } }[];
    const actionUrl = notifications.find((n) => n.data.actionUrl?.startsWith('/invitations/'))?.data
      .actionUrl;
    expect(actionUrl).toBeTruthy();
    await invitee.page.goto(appUrl(actionUrl!));
    await invitee.page.getByRole('heading', { name: /invited you to “Team pulse”/ }).waitFor();
    expect(await overflows(invitee.page, 'main')).toBe(false);
    expect(await axeViolations(invitee.page)).toEqual([]);

    await invitee.page.getByRole('button', { name: 'Accept' }).click();
    await invitee.page.getByRole('heading', { level: 1, name: 'Team pulse' }).waitFor();
    expect(new URL(invitee.page.url()).pathname).toBe(`/forms/${formId}/responses`);
    expect(await invitee.page.getByText('Invitation Accepted', { exact: true }).count()).toBe(1);
    expect(await invitee.page.getByRole('link', { name: 'Edit form' }).count()).toBe(0);

    // The builder is out of a viewer's reach: the responses instead, saying why.
    await invitee.page.goto(appUrl(`/forms/${formId}/edit`));
    await invitee.page.getByText('View only', { exact: true }).waitFor();
    await invitee.page.waitForURL((url) => url.pathname === `/forms/${formId}/responses`);

    // The viewer's Share dialog: the list only, and Leave.
    await invitee.page.getByRole('button', { name: 'Share Team pulse' }).click();
    const readOnly = invitee.page.getByRole('dialog', { name: 'Share “Team pulse”' });
    await readOnly.getByRole('button', { name: 'Leave' }).waitFor();
    expect(await readOnly.getByRole('textbox').count()).toBe(0);
    expect(await overflows(invitee.page, '[role="dialog"]')).toBe(false);
    expect(await axeViolations(invitee.page)).toEqual([]);

    // "Shared with me" on the phone: the role and the owner, nothing scrolls sideways.
    await invitee.page.keyboard.press('Escape');
    await invitee.page.goto(appUrl('/dashboard?tab=shared'));
    const card = invitee.page
      .getByRole('list', { name: 'Forms shared with you' })
      .getByRole('article');
    await card.getByText('Viewer', { exact: true }).waitFor();
    expect(await card.getByText(/^Shared by owner-/).count()).toBe(1);
    expect(await overflows(invitee.page, 'main')).toBe(false);
    expect(await axeViolations(invitee.page)).toEqual([]);

    // The owner makes them an editor: the builder opens for them now.
    await owner.page.setViewportSize({ width: 1280, height: 800 });
    // Opened again, the dialog reads who has access now (the invitee accepted meanwhile).
    await owner.page.keyboard.press('Escape');
    await owner.page.getByRole('button', { name: 'Share Team pulse' }).click();
    const people = dialog.getByRole('region', { name: 'People with access' });
    const role = people.getByRole('combobox', { name: `Role for ${inviteeName}` });
    await role.selectOption('editor');
    await owner.page.getByText('Role changed', { exact: true }).waitFor();
    await invitee.page.goto(appUrl(`/forms/${formId}/edit`));
    await invitee.page.getByRole('button', { name: 'Publish' }).waitFor();
    expect(new URL(invitee.page.url()).pathname).toBe(`/forms/${formId}/edit`);

    // The owner removes them: the form is gone for them.
    await people.getByRole('button', { name: `Remove ${inviteeName}` }).click();
    await owner.page
      .getByRole('alertdialog', { name: `Remove ${inviteeName}?` })
      .getByRole('button', { name: 'Remove' })
      .click();
    await owner.page.getByText('Access removed', { exact: true }).waitFor();
    await invitee.page.goto(appUrl(`/forms/${formId}/edit`));
    await invitee.page.getByText('Access Denied', { exact: true }).waitFor();
    await invitee.page.waitForURL((url) => url.pathname === '/dashboard');

    const realErrors = (errors: string[]) =>
      errors.filter((e) => !e.includes('Failed to load resource'));
    expect(realErrors(owner.errors)).toEqual([]);
    // Removed, the invitee's access check gets the 404 it expects, which the API client logs.
    expect(
      realErrors(invitee.errors).filter((e) => !e.includes(`/api/forms/${formId} failed: 404`)),
    ).toEqual([]);
    await owner.context.close();
    await invitee.context.close();
  });
});
