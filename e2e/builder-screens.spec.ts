/**
 * The builder's other screens in a real browser: the dashboard, settings, preview, publishing
 * (and its limit).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import {
  realErrors,
  card,
  toastTitle,
  waitForSaved,
  newForm,
  addQuestion,
} from './support/builder-page';
import { literal, thisMinuteInBrowser } from './support/viewer-dates';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the dashboard', () => {
  it('starts empty, then lists, searches, duplicates and deletes forms', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: 'Create your first form' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create your first form' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/edit'));
    await page.getByRole('textbox', { name: 'Form title' }).fill('Team lunch poll');
    await addQuestion(page, 'Multiple choice', 'Where shall we eat?');
    await waitForSaved(page);

    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    const list = page.getByRole('list', { name: 'Your forms' });
    await list.getByRole('link', { name: 'Team lunch poll', exact: true }).waitFor();
    const item = list.getByRole('listitem').filter({ hasText: 'Team lunch poll' });
    const thisMinute = literal(await thisMinuteInBrowser(page));
    expect(await item.innerText()).toMatch(
      new RegExp(`Draft[\\s\\S]*0 responses[\\s\\S]*1 question[\\s\\S]*Edited ${thisMinute}`),
    );
    expect(await axeViolations(page)).toEqual([]);

    await item.getByRole('button', { name: 'More actions for Team lunch poll' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await toastTitle(page, 'Form duplicated').waitFor();
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);

    await page.getByRole('searchbox', { name: 'Search forms' }).fill('nothing like this');
    await page.getByRole('heading', { name: 'No forms match your search' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();

    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^More actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this form?' });
    await confirm.getByRole('button', { name: 'Delete form' }).click();
    await confirm.waitFor({ state: 'detached' });
    await toastTitle(page, 'Form deleted').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('settings, preview and publishing', () => {
  it('saves theme and availability settings through the same save', async () => {
    const { page, context } = await newPage(browser);
    const id = await newForm(page);
    await addQuestion(page, 'Short text', 'Name');
    await waitForSaved(page);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === `/forms/${id}/settings`);
    await page.getByRole('heading', { name: 'Colours' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Primary', exact: true }).fill('#0f766e');
    await page.getByText('Pill', { exact: true }).click();
    await page.getByRole('switch', { name: 'Formloom branding' }).click();
    await page.getByRole('textbox', { name: 'YouTube video' }).fill('https://vimeo.com/1');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Use an https link to youtube.com or youtu.be').waitFor();
    await page.getByRole('textbox', { name: 'YouTube video' }).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('spinbutton', { name: 'Close after this many responses' }).fill('50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await toastTitle(page, 'Settings saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Colours' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Primary', exact: true }).inputValue()).toBe(
      '#0f766e',
    );
    expect(await page.getByRole('radio', { name: 'Pill' }).isChecked()).toBe(true);
    expect(
      await page.getByRole('switch', { name: 'Formloom branding' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      await page.getByRole('spinbutton', { name: 'Close after this many responses' }).inputValue(),
    ).toBe('50');

    // The builder still saves on top of the new version.
    await page.getByRole('link', { name: 'Back to the builder' }).click();
    await page.getByRole('textbox', { name: 'Form title' }).fill('Styled form');
    await waitForSaved(page);
    await context.close();
  });

  it('previews pages, logic and required answers without saving anything', async () => {
    const { page, context } = await newPage(browser);
    await newForm(page);
    await page.getByRole('textbox', { name: 'Form title' }).fill('Preview me');
    await addQuestion(page, 'Short text', 'Your name');
    await card(page, 1).getByRole('switch', { name: 'Required' }).click();
    await addQuestion(page, 'Yes / No', 'Do you have a dog?');
    await addQuestion(page, 'Short text', 'Dog name');
    const dogs = card(page, 2);
    await dogs.getByRole('button', { name: 'Logic', exact: true }).click();
    await dogs.getByRole('button', { name: 'Add rule' }).click();
    await dogs.getByRole('combobox', { name: 'Condition 1 answer' }).selectOption({ label: 'Yes' });
    await dogs
      .getByRole('combobox', { name: 'Action 1 question' })
      .selectOption({ label: '3. Dog name' });
    await page.getByRole('button', { name: 'Add a page break after question 1' }).click();
    await waitForSaved(page);

    await page.getByRole('link', { name: 'Preview' }).click();
    await page.getByText('answers you give here are not saved').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Required', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ada');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Do you have a dog?' }).waitFor();
    expect(await page.getByRole('textbox', { name: /Dog name/ }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('textbox', { name: /Dog name/ }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('publishes with a share dialog, and shows the limit toast past the guest limit', async () => {
    const { page, context } = await newPage(browser);
    const id = await newForm(page);
    await addQuestion(page, 'Short text', 'Name');
    await page.getByRole('button', { name: 'Publish' }).click();
    const share = page.getByRole('dialog', { name: 'Your form is live' });
    await share.waitFor();
    expect(await share.getByRole('textbox', { name: 'Public link' }).inputValue()).toBe(
      appUrl(`/anonymous-forms/${id}`),
    );
    await share.getByRole('img', { name: /^QR code that opens the form/ }).waitFor();
    // Exact: the popup's snippet is "Popup embed code".
    expect(
      await share.getByRole('textbox', { name: 'Embed code', exact: true }).inputValue(),
    ).toContain(`data-formloom-form="${id}"`);
    expect(await axeViolations(page)).toEqual([]);
    await share.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Published', { exact: true }).waitFor();

    await newForm(page);
    await addQuestion(page, 'Short text', 'Another');
    await page.getByRole('button', { name: 'Publish' }).click();
    await toastTitle(page, 'Form Publishing Limit Reached').waitFor();
    expect(
      await page
        .getByText(
          /^You've reached the limit of \d+ published forms\. Create a free account to publish more forms$/,
        )
        .count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText('Draft', { exact: true }).count()).toBe(1);
    await context.close();
  });
});
