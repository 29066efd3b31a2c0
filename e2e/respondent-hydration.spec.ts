/**
 * The public form hydrates the server's HTML (ADR 033, ADR 038): no element of the first page is
 * rendered again, nothing moves (CLS 0), and what the respondent typed, ticked, picked or chose
 * (a file) in that HTML before the script arrived is kept, becomes the session's answers and is
 * submitted. The script is held back with page.route until the answers are in the page.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { PNG } from './support/all-types-form';
import {
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

const FORM = {
  title: 'Before the script',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true },
    { id: 'plan', type: 'MULTIPLE_CHOICE', title: 'Your plan', options: ['Free', 'Pro'] },
    { id: 'extras', type: 'CHECKBOX', title: 'Extras', options: ['Support', 'Training'] },
    { id: 'country', type: 'DROPDOWN', title: 'Country', options: ['France', 'Japan'] },
    { id: 'notes', type: 'LONG_TEXT', title: 'Notes' },
    { id: 'doc', type: 'FILE_UPLOAD', title: 'A document' },
  ].map((q, order) => ({ ...q, order })),
};

/**
 * From the first byte: elements taken out of <main> (a client render replacing the server's HTML
 * removes its questions) and the layout shifts not caused by input.
 */
async function watchMain(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { removedFromMain: number; shifted: number };
    w.removedFromMain = 0;
    w.shifted = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node.nodeType === 1 && (record.target as Element).closest?.('main'))
            w.removedFromMain++;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const watched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { removedFromMain: number; shifted: number };
    return { removedFromMain: w.removedFromMain, shifted: w.shifted };
  });

/** The form's page with its script held back (and no service worker, which page.route misses). */
async function beforeTheScript(formId: string) {
  const opened = await newPage(browser, { ...PHONE, serviceWorkers: 'block' });
  const { page } = opened;
  await watchMain(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/form-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  releases.set(page, release);
  // Not 'domcontentloaded': that event waits for the (deferred) module script, held here.
  await page.goto(appUrl(`/forms/${formId}`), { waitUntil: 'commit' });
  await page.getByLabel('A document').waitFor();
  return opened;
}

const releases = new Map<Page, () => void>();

/** Lets the held script run and waits until the page is the script's. */
async function scriptTakesOver(page: Page) {
  expect(
    await page.evaluate(() => performance.getEntriesByName('formloom:interactive').length),
  ).toBe(0);
  releases.get(page)!();
  await waitForInteractive(page);
}

describe('hydrating the server-rendered form', () => {
  it('adopts the HTML without rendering it again or moving anything, and works at once', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await newPage(browser, PHONE);
    await watchMain(page);
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);

    expect(await watched(page)).toEqual({ removedFromMain: 0, shifted: 0 });
    expect(await axeViolations(page)).toEqual([]);
    // React's handlers are on the server's controls: a click on a choice is the session's.
    await page.getByRole('radio', { name: 'Pro' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    expect(await page.getByRole('radio', { name: 'Pro' }).isChecked()).toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('keeps what was typed, ticked and picked before the script ran, and submits it', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await beforeTheScript(form.id);

    // The server's HTML, no script run yet: answered as a respondent would.
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByRole('radio', { name: 'Pro' }).check();
    await page.getByRole('checkbox', { name: 'Training' }).check();
    await page.getByLabel('Country').selectOption('Japan');
    await page.getByLabel('Notes').fill('Typed before hydration.');
    await scriptTakesOver(page);

    expect(await page.getByLabel('Your name').inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel('Notes').inputValue()).toBe('Typed before hydration.');
    expect(await page.getByLabel('Country').inputValue()).toBe('Japan');
    expect(await page.getByRole('radio', { name: 'Pro' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Training' }).isChecked()).toBe(true);
    expect(await watched(page)).toEqual({ removedFromMain: 0, shifted: 0 });
    // The session has them: another tick adds to the early one, and Submit sends all.
    await page.getByRole('checkbox', { name: 'Support' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toEqual({
      name: 'Ada Lovelace',
      plan: 'Pro',
      extras: ['Support', 'Training'],
      country: 'Japan',
      notes: 'Typed before hydration.',
    });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('uploads a file chosen before the script ran, and submits it', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await beforeTheScript(form.id);
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('A document').setInputFiles({
      name: 'early.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await scriptTakesOver(page);

    // The hydrated input has the file the server's input held, and uploads it.
    await page.getByRole('list', { name: 'Uploaded files' }).getByText('early.png').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toMatchObject({
      name: 'Grace Hopper',
      doc: { name: 'early.png', mimeType: 'image/png' },
    });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
