/**
 * Uploads in the browser: a PNG shows its progress, then its name with Remove; choosing another
 * file replaces it; Remove clears it. A page of HTML renamed .png is refused with a message beside
 * the question, and nothing of it reaches the stored response.
 */
import type { APIRequestContext, Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './support/all-types-form';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import {
  focused,
  noSideScroll,
  PHONE,
  publishForm,
  realErrors,
  responsesOf,
  waitForInteractive,
} from './support/respondent';

let browser: Browser;
const owners: APIRequestContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(owners.map((owner) => owner.dispose()));
  await browser.close();
});

const UPLOAD_FORM = {
  title: 'Photo contest',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
    { id: 'photo', type: 'PICTURE_UPLOAD', title: 'Your photo', order: 1 },
  ],
};

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const photoInput = (page: Page) => page.getByLabel('Your photo');
const uploadedNames = (page: Page) =>
  page.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem').allInnerTexts();

/**
 * Holds the next upload request until `release` is called, so the journey can see the upload in
 * progress however fast the local server is.
 */
function holdNextUpload(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  return { ready: page.route('**/api/public/forms/*/uploads', handler, { times: 1 }), release };
}

describe('uploading a file', () => {
  it('shows progress, then the file; another file replaces it; Remove clears it', async () => {
    const form = await publishForm(owners, UPLOAD_FORM);
    // page.route holds the upload: without the form's service worker, which page.route misses.
    const { page, context, errors } = await newPage(browser, { ...PHONE, serviceWorkers: 'block' });
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);
    await photoInput(page).waitFor();

    // In progress: a labelled progress bar, and the file is not listed yet.
    const held = holdNextUpload(page);
    await held.ready;
    await photoInput(page).setInputFiles(png('first.png'));
    const progress = page.getByRole('progressbar', { name: 'Uploading first.png' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuemin')).toBe('0');
    expect(await progress.getAttribute('aria-valuemax')).toBe('100');
    expect(await page.getByRole('list', { name: 'Uploaded files' }).count()).toBe(0);
    held.release();

    // Done: the bar goes and the file is listed with its size and a Remove button.
    await page.getByRole('button', { name: 'Remove first.png' }).waitFor();
    expect(await progress.count()).toBe(0);
    expect((await uploadedNames(page)).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'first.png 70 bytes',
    ]);
    await page.getByText('Choosing another file replaces this one.').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Replace: one photo question holds one file.
    await photoInput(page).setInputFiles(png('second.png'));
    await page.getByRole('button', { name: 'Remove second.png' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove first.png' }).count()).toBe(0);

    // Remove from the keyboard: the file goes and the keyboard stays in the question.
    await page.getByRole('button', { name: 'Remove second.png' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Uploaded files' }).waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('file: 2.Your photo');

    // A last photo, and the response keeps only that one.
    await photoInput(page).setInputFiles(png('final.png'));
    await page.getByRole('button', { name: 'Remove final.png' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers.photo).toMatchObject({
      name: 'final.png',
      mimeType: 'image/png',
      size: PNG.length,
    });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('refuses a page of HTML renamed .png with a message beside the question', async () => {
    const form = await publishForm(owners, UPLOAD_FORM);
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);
    await photoInput(page).waitFor();

    const refused = page.waitForResponse((r) => r.url().includes('/uploads'));
    await photoInput(page).setInputFiles({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    expect((await refused).status()).toBe(415);
    const alert = page.locator('[data-question-id="photo"]').getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('holiday.png: This type of file is not accepted here');
    expect(await page.getByRole('list', { name: 'Uploaded files' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The respondent can still send the rest; the refused file is nowhere in the response.
    await page.getByLabel('Your name').fill('Grace');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toEqual({ name: 'Grace' });
    // The browser's note about the 415 is expected; nothing else went wrong.
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
