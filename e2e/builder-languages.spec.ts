/**
 * Issue 31 in the builder (ADR 048): an owner adds French and Arabic, translates a question and
 * the title into Arabic beside the English, publishes (told what is still missing), and the
 * public form with ?lang=ar reads right to left in Arabic. The screenshot is kept in docs/.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { addQuestion, newForm, realErrors, waitForSaved } from './support/builder-page';

const SCREENSHOT = path.resolve('docs/screenshots/form-arabic.png');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('form languages in the builder', () => {
  it('adds French and Arabic, translates, publishes, and the Arabic form reads right to left', async () => {
    const { page, errors, context } = await newPage(browser);
    const id = await newForm(page);
    await page.getByRole('textbox', { name: 'Form title' }).fill('Event feedback');
    await addQuestion(page, 'Short text', 'Your name');

    const languages = page.getByRole('region', { name: 'Languages' });
    await languages.getByRole('combobox', { name: 'Add a language' }).selectOption('fr');
    await languages.getByRole('button', { name: 'Add language' }).click();
    await languages.getByRole('combobox', { name: 'Add a language' }).selectOption('ar');
    // From the keyboard, as an owner without a mouse would.
    await languages.getByRole('button', { name: 'Add language' }).focus();
    await page.keyboard.press('Enter');
    const list = languages.getByRole('list', { name: 'Form languages' });
    await list.getByText('Arabic', { exact: true }).waitFor();
    const missingArabic = await list.getByText(/texts missing in Arabic$/).innerText();
    expect(missingArabic).toMatch(/^\d+ texts missing in Arabic$/);

    await languages.getByRole('button', { name: 'Translate texts' }).click();
    await languages.getByRole('combobox', { name: 'Edit texts in' }).selectOption('ar');
    const texts = languages.getByRole('list', { name: 'Texts in Arabic' });
    const question = texts.getByLabel('Your name', { exact: true });
    expect(await question.getAttribute('dir')).toBe('rtl');
    await question.fill('ما اسمك؟');
    await texts.getByLabel('Event feedback', { exact: true }).fill('رأيك في الفعالية');
    const before = Number(missingArabic.split(' ')[0]);
    await list.getByText(`${before - 2} texts missing in Arabic`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await waitForSaved(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    const share = page.getByRole('dialog', { name: 'Your form is live' });
    await share.waitFor();
    // The share dialog is modal (the toast list is hidden from roles under it): by its text.
    await page.getByText('Published with missing translations', { exact: true }).first().waitFor();
    await share.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Published', { exact: true }).waitFor();

    await page.goto(appUrl(`/anonymous-forms/${id}?lang=ar`));
    await page.getByRole('heading', { level: 1, name: 'رأيك في الفعالية' }).waitFor();
    expect(
      await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
      })),
    ).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.title()).toContain('رأيك في الفعالية');
    await page.getByLabel(/ما اسمك؟/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await mkdir(path.dirname(SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    // French has no texts yet: every text falls back to English, with French buttons.
    await page.goto(appUrl(`/anonymous-forms/${id}?lang=fr`));
    await page.getByRole('heading', { level: 1, name: 'Event feedback' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await page.getByRole('button', { name: 'Envoyer' }).count()).toBe(1);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
