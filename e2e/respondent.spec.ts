/**
 * The respondent path in a real browser: a published form filled in with the keyboard on a phone-
 * sized screen, a reload half-way, a double-clicked Submit, the resume link, unavailable forms and
 * both embed modes. Forms are created and published through the API as a guest.
 */
import type http from 'node:http';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import {
  closeHosts,
  hostPage,
  noSideScroll,
  PHONE,
  publishForm,
  realErrors,
  responsesOf,
  waitForInteractive,
} from './support/respondent';

let browser: Browser;
/** One guest per form: a guest may have one published form at a time. */
const owners: APIRequestContext[] = [];

const SURVEY = {
  title: 'Coffee survey',
  description: 'Three short pages.',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true, order: 0 },
    { id: 'email', type: 'EMAIL', title: 'Email', order: 1 },
    { id: 'daily', type: 'YES_NO', title: 'Coffee every day?', required: true, order: 2 },
    {
      id: 'stars',
      type: 'RATING',
      title: 'Rate our coffee',
      order: 3,
      settings: { max: 5, icon: 'star' },
    },
    {
      id: 'size',
      type: 'MULTIPLE_CHOICE',
      title: 'Usual size',
      order: 4,
      options: ['Small', 'Medium', 'Large'],
    },
    {
      id: 'rank',
      type: 'RANKING',
      title: 'What matters most',
      order: 5,
      options: ['Taste', 'Price', 'Speed'],
    },
    { id: 'more', type: 'LONG_TEXT', title: 'Anything else?', order: 6 },
    {
      id: 'ref',
      type: 'HIDDEN_FIELD',
      title: 'Source',
      order: 7,
      settings: { name: 'ref', defaultValue: '' },
    },
  ],
  pageBreaks: [
    { id: 'taste', afterQuestionId: 'daily', title: 'Your taste', description: '' },
    { id: 'end', afterQuestionId: 'rank', title: 'Last page', description: '' },
  ],
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(owners.map((owner) => owner.dispose()));
  await browser.close();
});

describe('answering a published form', () => {
  it('paints from the inlined form: no API call before the first question is usable', async () => {
    const { id } = await publishForm(owners, SURVEY);
    const { page, context, errors } = await newPage(browser, PHONE);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(`${r.method()} ${path}`);
    });
    await page.goto(appUrl(`/forms/${id}`));
    await page.getByLabel(/your name/i).waitFor();
    expect(apiCalls.filter((c) => c.startsWith('GET'))).toEqual([]);
    expect(await page.title()).toBe('Coffee survey · Formloom');
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('is filled in with the keyboard, survives a reload half-way and stores one response for a double click', async () => {
    const form = await publishForm(owners, SURVEY);
    const { id } = form;
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${id}?ref=newsletter`));
    const name = page.getByLabel(/your name/i);
    await name.waitFor();
    // This journey is about the scripted page (drafts, a reload, the ranking's buttons): before the
    // script takes over, Enter posts the page natively and the answer comes back without script.
    await waitForInteractive(page);

    // Page 1: Next with a required answer missing shows the message and focuses the question.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Required', { exact: true }).waitFor();
    // The focus moves once the message has rendered (the next frame): wait for it, then type.
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'radio');
    await page.keyboard.press('Space'); // Yes
    await page.keyboard.press('Enter');

    // Page 2: a rating, a choice and a ranking, all from the keyboard.
    await page.getByRole('heading', { level: 2, name: 'Your taste' }).waitFor();
    await page.keyboard.press('Tab'); // into the stars
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab'); // into the sizes
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Move Speed up' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Move Speed down',
    );

    // A reload finds every answer and the page reached.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Your taste' }).waitFor();
    expect(await page.getByRole('radio', { name: '4 of 5' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Medium' }).isChecked()).toBe(true);
    const ranking = page.getByRole('list', { name: /your ranking/i }).getByRole('listitem');
    expect((await ranking.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      '1 Speed',
      '2 Taste',
      '3 Price',
    ]);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel(/your name/i).inputValue()).toBe('Ada');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Last page: Submit, double-clicked.
    await page.getByLabel(/anything else/i).fill('More oat milk, please.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      daily: true,
      stars: 4,
      size: 'Medium',
      rank: ['Speed', 'Taste', 'Price'],
      more: 'More oat milk, please.',
      ref: 'newsletter',
    });
    // The device forgets the finished draft: a new visit starts afresh.
    await page.goto(appUrl(`/forms/${id}`));
    expect(await page.getByLabel(/your name/i).inputValue()).toBe('');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('continues on another device from the copied link', async () => {
    const { id } = await publishForm(owners, SURVEY);
    const first = await newPage(browser, PHONE);
    await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl('/')).origin,
    });
    await first.page.goto(appUrl(`/forms/${id}`));
    await waitForInteractive(first.page);
    await first.page.getByLabel(/your name/i).fill('Grace');
    // The link appears once the draft is saved on the server.
    await first.page.getByRole('button', { name: 'Continue on another device' }).click();
    await first.page.getByText(/link copied/i).waitFor();
    const link = await first.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/forms/${id}\\?resume=`));
    await first.context.close();

    const second = await newPage(browser, PHONE);
    await second.page.goto(link);
    await second.page.waitForFunction(
      () => (document.querySelector('#fl-q-name') as HTMLInputElement | null)?.value === 'Grace',
    );
    expect(new URL(second.page.url()).search).toBe('');
    await second.context.close();
  });
});

describe('forms that cannot be answered', () => {
  it('shows a friendly page for an unpublished form and for an unknown one', async () => {
    const { id, owner } = await publishForm(owners, { ...SURVEY, title: 'Soon gone' });
    const off = await owner.post(`/api/forms/${id}/unpublish`, { data: {} });
    expect(off.status(), await off.text()).toBe(200);
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${id}`));
    await page
      .getByRole('heading', { level: 1, name: 'This form isn’t available right now' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const missing = await page.goto(appUrl('/forms/no-such-form'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'We couldn’t find this form' }).waitFor();
    await context.close();
  });
});

describe('embedding', () => {
  const hosts: http.Server[] = [];
  afterAll(() => closeHosts(hosts));

  it('inline: the iframe grows with the form', async () => {
    const { id } = await publishForm(owners, SURVEY);
    const { page, context } = await newPage(browser, { width: 800, height: 600 });
    await hostPage(hosts, page, `data-formloom-form="${id}" data-title="Coffee survey"`);
    await page
      .frameLocator('iframe[title="Coffee survey"]')
      .getByLabel(/your name/i)
      .waitFor();
    // The form reports its height; the iframe follows it instead of scrolling inside the page.
    await page.waitForFunction(
      () => parseInt(document.querySelector('iframe')!.style.height, 10) > 480,
    );
    await context.close();
  });

  it('popup: a button opens the form in a dialog; Esc closes it and focus returns', async () => {
    const { id } = await publishForm(owners, SURVEY);
    const { page, context } = await newPage(browser, { width: 800, height: 600 });
    await hostPage(
      hosts,
      page,
      `data-formloom-form="${id}" data-mode="popup" data-button-text="Take the survey"`,
    );
    const button = page.getByRole('button', { name: 'Take the survey' });
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Esc inside the form (the iframe has the keyboard) closes the dialog too. The server's HTML
    // shows the fields before the script runs (ADR 033), so wait for the form's script first.
    const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
    await waitForInteractive(frame!);
    await page
      .frameLocator('iframe')
      .getByLabel(/your name/i)
      .click();
    // One press: the form's Esc listener is live once the script has hydrated the page.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // Close while the form is still loading: the button stays put as the form reports its height.
    await button.click();
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Close form' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
