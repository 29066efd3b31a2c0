/**
 * The round-two surface, first half (issue 28 item 11), as one owner's day: a guest looks at the
 * home page and the pricing, signs up, sets a brand kit, starts a form from a template and
 * publishes it; a respondent answers it on a phone; the owner reads the response and invites a
 * colleague, who in a browser of their own accepts from the bell, reads the responses and edits
 * the form, and the owner sees the edit. The surface guard (support/surface-guard.ts) watches every
 * context and runs axe on each screen; the journey fails on any console error, any 5xx and any
 * axe violation anywhere along the way. The account half is round-two-account.spec.ts.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser } from './support/browser';
import { titleInput, waitForSaved } from './support/builder-page';
import { gotoAsGuest } from './support/guest-session';
import { noSideScroll, PHONE } from './support/respondent';
import { signUpInPage } from './support/sign-up';
import { SurfaceGuard } from './support/surface-guard';
import { expectToastShown, recordToasts } from './support/toast-record';

const TEMPLATE = 'Product NPS with feature feedback';
const EDITED_QUESTION = 'How likely are you to recommend Formloom to a friend?';
const PRIMARY = '#0f766e';
const PRIMARY_RGB = 'rgb(15, 118, 110)';

/** The owner's browser and the colleague's: two browsers, as two people on two machines. */
let ownerBrowser: Browser;
let colleagueBrowser: Browser;

beforeAll(async () => {
  [ownerBrowser, colleagueBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([ownerBrowser?.close(), colleagueBrowser?.close()]);
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** Polls that wait on the app, not on a fixed time: generous for a busy 2-core machine. */
const APP_WAIT = { timeout: 20_000 };

/** The responses table once loaded: its header row and the one response. */
async function oneResponseIn(table: Locator) {
  await table.getByRole('row').nth(1).waitFor();
  expect(await table.getByRole('row').count()).toBe(2);
}

describe('the round-two surface, an owner and a colleague', () => {
  it('walks from the home page to a shared, answered form with nothing wrong on the way', async () => {
    const guard = new SurfaceGuard();
    const owner = await guard.open(ownerBrowser, 'owner');
    await recordToasts(owner.context);
    const { page } = owner;

    // Home and pricing, as a guest.
    await gotoAsGuest(page, appUrl('/'));
    await page
      .getByRole('heading', { level: 1, name: 'Forms people actually enjoy filling in' })
      .waitFor();
    await guard.axe(page, 'home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByText('Payments are not configured on this server.').first().waitFor();
    await guard.axe(page, 'pricing');

    // Signs up, and sets the brand kit's primary colour.
    await signUpInPage(page, 'owner');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await guard.axe(page, 'dashboard');
    await page.goto(appUrl('/brandkit'));
    await page.getByRole('heading', { level: 1, name: 'Brand Kit' }).waitFor();
    await page.getByRole('textbox', { name: 'Primary', exact: true }).fill(PRIMARY);
    await guard.axe(page, 'brand kit');
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await expectToastShown(page, 'Brand kit saved');

    // A template, previewed, becomes the owner's form.
    await page.goto(appUrl('/templates'));
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('feature');
    const preview = page.getByRole('button', { name: `Preview: ${TEMPLATE}` });
    await preview.waitFor();
    await guard.axe(page, 'templates');
    await preview.click();
    const dialog = page.getByRole('dialog', { name: `Preview: ${TEMPLATE}` });
    await dialog.getByRole('button', { name: 'Use this template' }).waitFor();
    await guard.axe(page, 'template preview');
    await dialog.getByRole('button', { name: 'Use this template' }).click();
    await page.waitForURL((url) => /^\/form-builder\/[\w-]+$/.test(url.pathname));
    const formId = new URL(page.url()).pathname.split('/')[2]!;
    await titleInput(page, 1).waitFor();
    await guard.axe(page, 'builder');

    // Published: the dialog gives the link the respondent opens.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const live = page.getByRole('dialog', { name: 'Your form is live' });
    await live.waitFor();
    await guard.axe(page, 'publish dialog');
    await page.keyboard.press('Escape');
    await live.waitFor({ state: 'detached' });

    // A respondent on a phone, in the kit's colour.
    const respondent = await guard.open(ownerBrowser, 'respondent', PHONE);
    const form = respondent.page;
    await form.goto(appUrl(`/forms/${formId}`));
    const ten = form.locator('label').filter({ hasText: /^10$/ });
    await ten.waitFor();
    expect(await noSideScroll(form)).toBe(true);
    await guard.axe(form, 'public form on a phone');
    await ten.click();
    await form.getByRole('button', { name: 'Next' }).click();
    const submit = form.getByRole('button', { name: 'Submit' });
    expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(PRIMARY_RGB);
    await submit.click();
    await form
      .getByRole('heading', { name: 'Thanks for helping us build a better product' })
      .waitFor();
    await guard.axe(form, 'thank-you page on a phone');
    await respondent.context.close();

    // The owner reads it.
    await page.goto(appUrl(`/forms/${formId}/responses`));
    const table = page.getByRole('table', { name: /Responses, newest first/ });
    await oneResponseIn(table);
    await guard.axe(page, 'responses');

    // The colleague signs up in their own browser; the owner invites them as an editor.
    const colleague = await guard.open(colleagueBrowser, 'colleague');
    await recordToasts(colleague.context);
    const { username: colleagueName } = await signUpInPage(colleague.page, 'colleague');
    await page.goto(appUrl(`/forms/${formId}/edit`));
    await page.getByRole('button', { name: /^Share / }).click();
    const share = page.getByRole('dialog', { name: /^Share “/ });
    const invite = share.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail address or username').fill(colleagueName);
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('editor');
    await guard.axe(page, 'share dialog');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectToastShown(page, 'Invitation sent');
    await share.getByText(colleagueName).first().waitFor();
    await page.keyboard.press('Escape');

    // The colleague accepts from the bell and reads the response.
    const theirs = colleague.page;
    await theirs.goto(appUrl('/dashboard'));
    await expect
      .poll(() => bell(theirs).getAttribute('aria-label'))
      .toBe('Notifications, 1 unread');
    await bell(theirs).click();
    const panel = theirs.getByRole('menu');
    await panel.getByRole('menuitem', { name: 'Accept' }).waitFor();
    await guard.axe(theirs, 'bell with an invitation');
    await panel.getByRole('menuitem', { name: 'Accept' }).click();
    await expectToastShown(theirs, 'Invitation Accepted');
    // An editor lands on the form (its builder); the responses are a tab away.
    await theirs.waitForURL((url) => url.pathname.startsWith(`/forms/${formId}/`));
    await theirs.goto(appUrl(`/forms/${formId}/responses`));
    const theirTable = theirs.getByRole('table', { name: /Responses, newest first/ });
    await oneResponseIn(theirTable);
    await guard.axe(theirs, 'responses, as the colleague');

    // As an editor they change the first question; the owner's builder shows the change.
    await theirs.goto(appUrl(`/forms/${formId}/edit`));
    await titleInput(theirs, 1).fill(EDITED_QUESTION);
    await waitForSaved(theirs);
    await page.goto(appUrl(`/forms/${formId}/edit`));
    await expect.poll(() => titleInput(page, 1).inputValue(), APP_WAIT).toBe(EDITED_QUESTION);

    guard.expectClean();
    await Promise.all([owner.context.close(), colleague.context.close()]);
  }, 180_000);
});
