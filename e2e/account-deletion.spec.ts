/**
 * Deleting an account from /profile in Chromium (issue 20 item 4): sign up, build and publish a
 * form, see this device among the signed-in sessions, delete the account with the typed username
 * and the password, land signed out on the home page, and the form's public link shows that the
 * form cannot be found. Each screen is checked with axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { PASSWORD, signUpInPage } from './support/sign-up';
import { addQuestion, realErrors, toastTitle, waitForSaved } from './support/builder-page';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function publishForm(page: Page): Promise<string> {
  await page.goto(appUrl('/forms/new'));
  await page.waitForURL((url) => /\/edit$|^\/form-builder\/[\w-]+$/.test(url.pathname));
  await page.getByRole('textbox', { name: 'Form title' }).waitFor();
  const formId = new URL(page.url()).pathname.split('/')[2]!;
  await addQuestion(page, 'Short text', 'What is your name?');
  await waitForSaved(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();
  return formId;
}

describe('deleting an account', () => {
  it('deletes it from /profile; the person lands signed out and the public form is gone', async () => {
    const { page, context, errors } = await newPage(browser);
    page.setDefaultTimeout(30_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { username } = await signUpInPage(page, 'del');
    const formId = await publishForm(page);

    const respondent = await newPage(browser);
    const publicPage = await respondent.page.goto(appUrl(`/forms/${formId}`));
    expect(publicPage?.status()).toBe(200);
    await respondent.page.getByRole('textbox', { name: /What is your name\?/ }).waitFor();

    // This browser is among the signed-in sessions.
    await page.goto(appUrl('/profile'));
    await page.getByRole('heading', { name: 'Signed in on this device only' }).waitFor();
    await page.getByText('This device', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Download your data' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The dialog says what goes and needs the username typed and the password.
    await page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByText('Your forms, their questions and settings').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const confirm = dialog.getByRole('button', { name: 'Delete account', exact: true });
    await dialog.getByLabel(`Type your username, ${username}, to confirm`).fill(username);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await confirm.click();

    await toastTitle(page, 'Account deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(me).toBe(401);

    // The link the form's respondents have now says it cannot be found.
    const gone = await respondent.page.goto(appUrl(`/forms/${formId}`));
    expect(gone?.status()).toBe(404);
    await respondent.page.getByRole('heading', { name: 'We couldn’t find this form' }).waitFor();
    expect(await axeViolations(respondent.page)).toEqual([]);

    expect(realErrors(errors)).toEqual([]);
    await respondent.context.close();
    await context.close();
  }, 240_000);
});
