/**
 * Branching in the browser: a SKIP_TO rule jumps over a page and END_FORM makes the current page
 * the last one. What the respondent skipped, even if typed earlier, is not stored.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
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

const plan = (value: string) => [{ questionId: 'plan', operator: 'EQUALS', value }];

const BRANCHING = {
  title: 'Plan survey',
  questions: [
    {
      id: 'plan',
      type: 'MULTIPLE_CHOICE',
      title: 'Your plan',
      required: true,
      order: 0,
      options: ['Free', 'Pro', 'Leaving'],
      logic: [
        {
          id: 'free',
          conditions: plan('Free'),
          actions: [{ type: 'SKIP_TO', target: 'feedback' }],
        },
        { id: 'leaving', conditions: plan('Leaving'), actions: [{ type: 'END_FORM' }] },
      ],
    },
    { id: 'seats', type: 'NUMBER', title: 'How many seats?', required: true, order: 1 },
    { id: 'comment', type: 'LONG_TEXT', title: 'Anything to tell us?', order: 2 },
  ],
  pageBreaks: [
    { id: 'pro', afterQuestionId: 'plan', title: 'Your team', description: '' },
    { id: 'feedback', afterQuestionId: 'seats', title: 'Feedback', description: '' },
  ],
};

describe('logic rules in the browser', () => {
  it('SKIP_TO jumps over the page in between, and Back returns past it', async () => {
    const form = await publishForm(owners, BRANCHING);
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);
    const progress = page.getByRole('progressbar', { name: 'Form progress' });

    // Pro goes through the team page; its answer is typed, then the respondent changes course.
    await page.getByRole('radio', { name: 'Pro' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your team' }).waitFor();
    await page.getByLabel(/how many seats/i).fill('8');
    await page.getByRole('button', { name: 'Back' }).click();

    // Free skips to Feedback: two pages in all now.
    await page.getByRole('radio', { name: 'Free' }).check();
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Form progress"]')?.getAttribute('aria-valuemax') ===
        '2',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Feedback' }).waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toBe('Page 2 of 2');
    expect(await page.getByLabel(/how many seats/i).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/anything to tell us/i).fill('Free is enough for now.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    // The seats typed on the skipped page are not part of the response.
    expect(stored[0]?.answers).toEqual({ plan: 'Free', comment: 'Free is enough for now.' });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('END_FORM turns Next into Submit and stores only what came before', async () => {
    const form = await publishForm(owners, BRANCHING);
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Next' }).waitFor();

    await page.getByRole('radio', { name: 'Leaving' }).check();
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    expect(await page.getByRole('progressbar', { name: 'Form progress' }).count()).toBe(0);
    // Choosing again brings the rest of the form back.
    await page.getByRole('radio', { name: 'Pro' }).check();
    await page.getByRole('button', { name: 'Next' }).waitFor();
    await page.getByRole('radio', { name: 'Leaving' }).check();
    await submit.click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toEqual({ plan: 'Leaving' });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
