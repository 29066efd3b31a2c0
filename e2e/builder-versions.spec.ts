/**
 * Issue 30 in a real browser, as an owner fixing a live survey: they rename a question of a
 * published form, see "Unpublished changes", publish, read the change in the history, restore the
 * older version, and read one version's responses on the responses page.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForSaved, realErrors, titleInput, toastTitle } from './support/builder-page';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { call } from './support/page-call';
import { apiClient, submitAnswers } from './support/respondent';
import { signUpInPage } from './support/sign-up';

let browser: Browser;
let respondent: APIRequestContext;

const QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
  { id: 'colour', type: 'MULTIPLE_CHOICE', title: 'Colour', order: 1, options: ['Red', 'Blue'] },
];

beforeAll(async () => {
  browser = await launchBrowser();
  respondent = await apiClient();
});
afterAll(async () => {
  await respondent.dispose();
  await browser.close();
});

const answer = (formId: string, answers: Record<string, unknown>) =>
  submitAnswers(respondent, formId, answers);

describe('editing a live form', () => {
  it('publishes, shows the history, restores, and reads one version’s responses', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpInPage(page, 'versions');
    const created = await call(page, 'POST', '/api/forms', {
      definition: { title: 'Team survey', questions: QUESTIONS },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await call(page, 'POST', `/api/forms/${id}/publish`, {})).status).toBe(200);
    await answer(id, { name: 'Ada', colour: 'Red' });

    // The edit is a draft: the live form keeps version 1 until it is published.
    await page.goto(appUrl(`/forms/${id}/edit`));
    await titleInput(page, 1).fill('Full name');
    await waitForSaved(page);
    await page.getByText('Unpublished changes', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await page.getByText('Unpublished changes', { exact: true }).waitFor({ state: 'detached' });
    await answer(id, { name: 'Bob', colour: 'Blue' });

    // The history names the change in words, and restores version 1 into the draft.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const versions = history.getByRole('list', { name: 'Published versions' });
    await versions.getByRole('heading', { name: 'Version 2' }).waitFor();
    await versions.getByText("Renamed 'Your name' to 'Full name'").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    // The open sheet hides the rest of the page from the accessibility tree, the toasts included.
    await page.getByText('Version 1 restored', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
    await toastTitle(page, 'Version 1 restored').waitFor();
    await expect.poll(() => titleInput(page, 1).inputValue()).toBe('Your name');
    await page.getByText('Unpublished changes', { exact: true }).waitFor();

    // The responses page reads one version: Ada answered version 1, Bob version 2.
    await page.goto(appUrl(`/forms/${id}/responses`));
    const table = page.getByRole('table', { name: /Responses, newest first/ });
    await table.getByText('Bob').waitFor();
    const picker = page.getByRole('combobox', { name: 'Form version' });
    await picker.getByRole('option', { name: 'Version 1 (1 response)' }).waitFor({
      state: 'attached',
    });
    await picker.selectOption('1');
    await table.getByText('Bob').waitFor({ state: 'detached' });
    await table.getByText('Ada').waitFor();
    expect(new URL(page.url()).searchParams.get('version')).toBe('1');
    const csv = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(csv).toBe(`/api/forms/${id}/export.csv?version=1`);
    expect(await axeViolations(page)).toEqual([]);

    // The same view after a reload, summary included.
    await page.reload();
    expect(await picker.inputValue()).toBe('1');
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.getByText('Matching responses').waitFor();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
