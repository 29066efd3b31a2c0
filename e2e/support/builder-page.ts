/** Helpers shared by the builder journeys (e2e/builder*.spec.ts). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from './browser';

/** Runtime and CSP errors, but not the browser's note about the expected 401 from /api/user. */
export const realErrors = (errors: string[]) =>
  errors.filter((e) => !e.includes('Failed to load resource'));

export const cards = (page: Page) => page.locator('article[aria-label^="Question "]');
export const card = (page: Page, n: number) =>
  page.getByRole('article', { name: new RegExp(`^Question ${n}:`) });
export const titleInput = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Question ${n} text`, exact: true });

/** Waits until the questions' titles read `expected`, in order. */
export async function waitForTitles(page: Page, expected: string[]) {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [
          ...document.querySelectorAll<HTMLInputElement>('input[id^="question-"][id$="-title"]'),
        ].map((input) => input.value),
      ) === want,
    JSON.stringify(expected),
  );
}

/** A toast's title (the live region repeats it, so look in the toast list). */
export const toastTitle = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Messages' })
    .getByRole('listitem')
    .getByText(text, { exact: true });

/** Waits for "Saved"; on a timeout the failure names the status shown instead (an error, a conflict). */
export async function waitForSaved(page: Page) {
  const status = page.getByTestId('save-status');
  await expect
    .poll(async () => (await status.innerText()).trim(), { timeout: 30_000 })
    .toBe('Saved');
}

/** Starts as a guest on /forms/new and lands in the builder of the new form. */
export async function newForm(page: Page): Promise<string> {
  // Dialog animations off, so nothing moves under the pointer.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(appUrl('/forms/new'));
  await page.waitForURL((url) => /^\/anonymous-forms\/[\w-]+\/edit$/.test(url.pathname));
  await page.getByRole('textbox', { name: 'Form title' }).waitFor();
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** Adds a question through the palette (search, then the exact type) and gives it a title. */
export async function addQuestion(page: Page, typeLabel: string, title: string) {
  const count = await cards(page).count();
  const add = count === 0 ? 'Add a question' : 'Add question';
  await page.getByRole('button', { name: add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  const search = dialog.getByRole('combobox', { name: 'Search question types' });
  await search.fill(typeLabel);
  // The best match is highlighted; Enter adds it.
  const option = dialog.getByRole('option', { name: typeLabel, exact: true });
  expect(await option.getAttribute('aria-selected')).toBe('true');
  await search.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  const input = titleInput(page, count + 1);
  await input.fill(title);
}

export const TYPES: [string, string][] = [
  ['Short text', 'What is your name?'],
  ['Email', 'Your e-mail address'],
  ['Multiple choice', 'How did you find us?'],
  ['Checkboxes', 'Which features do you use?'],
  ['Dropdown', 'Your country'],
  ['Yes / No', 'Would you recommend us?'],
  ['Long text', 'Tell us why'],
  ['Rating', 'Rate the onboarding'],
  ['Scale', 'How easy was it?'],
  ['Net Promoter Score', 'How likely are you to recommend us?'],
  ['Number', 'How many people are on your team?'],
  ['Date', 'When did you start?'],
  ['Matrix', 'Rate each part'],
  ['Hidden field', 'Campaign'],
];
