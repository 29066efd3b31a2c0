/**
 * The public form without JavaScript (ADR 033): the server renders each page inside a native
 * form, checks the answers, follows the logic and stores the response; and with JavaScript the
 * browser adopts the server's HTML (hydration) without rendering it again.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { publishForm, realErrors, responsesOf } from './support/respondent';

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

const FORM = {
  title: 'Plan survey',
  questions: [
    {
      id: 'plan',
      type: 'MULTIPLE_CHOICE',
      title: 'Your plan',
      required: true,
      order: 0,
      options: ['Free', 'Pro'],
      logic: [
        { id: 'free', conditions: plan('Free'), actions: [{ type: 'SKIP_TO', target: 'files' }] },
      ],
    },
    { id: 'seats', type: 'NUMBER', title: 'How many seats?', required: true, order: 1 },
    { id: 'doc', type: 'FILE_UPLOAD', title: 'A document', required: true, order: 2 },
    { id: 'mood', type: 'NPS', title: 'Would you recommend us?', order: 3 },
  ],
  pageBreaks: [
    { id: 'team', afterQuestionId: 'plan', title: 'Your team', description: '' },
    { id: 'files', afterQuestionId: 'seats', title: 'Files', description: '' },
  ],
};

/**
 * axe on the page a browser without script shows. axe itself is a script (its checks wait on
 * timers, which never fire with script off), so it runs on a copy of that page in a second
 * context, served at the same address, its `<noscript>` content shown and its script left out.
 */
async function axeWithoutScript(noScriptPage: Page) {
  const html = (await noScriptPage.content())
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<noscript>/g, '<div>')
    .replace(/<\/noscript>/g, '</div>');
  const { page, context } = await newPage(browser);
  const url = noScriptPage.url();
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(url);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the public form without JavaScript', () => {
  it('fills a multi-page form with logic and a file, server errors first, to one response', async () => {
    const form = await publishForm(owners, FORM);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl(`/forms/${form.id}`));
    await page.getByRole('heading', { level: 1, name: 'Plan survey' }).waitFor();
    expect(await axeWithoutScript(page)).toEqual([]);

    // Next with nothing chosen: the server's check, the message by its question.
    expect(await page.locator('#fl-q-plan:focus').count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please check the answer marked below.').waitFor();
    expect(await page.locator('#fl-q-plan-error').textContent()).toBe('Required');
    // The browser's autofocus, not a script, puts the keyboard on the answer to fix.
    await page.locator('#fl-q-plan:focus').waitFor();
    expect(await axeWithoutScript(page)).toEqual([]);

    // Pro leads to the team page; Back, then Free skips it (the logic engine on the server).
    await page.getByRole('radio', { name: 'Pro' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your team' }).waitFor();
    await page.getByLabel(/how many seats/i).fill('4');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('radio', { name: 'Free' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Files' }).waitFor();
    expect(await page.getByLabel(/how many seats/i).count()).toBe(0);

    await page.getByLabel('A document').setInputFiles({
      name: 'scan.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    // The score's radio is drawn by its label (a visually hidden input): pressed as a person does.
    await page
      .locator('label', { has: page.getByRole('radio', { name: '9', exact: true }) })
      .click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    expect(await axeWithoutScript(page)).toEqual([]);

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toMatchObject({ plan: 'Free', mood: 9, doc: { name: 'scan.png' } });
    expect(stored[0]!.answers).not.toHaveProperty('seats');
    await context.close();
  });
});

describe('the public form with JavaScript', () => {
  it('serves the first question in its HTML, and the script takes over and works as before', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await newPage(browser);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/forms/'))
        posts.push(request.url());
    });
    const served = await page.goto(appUrl(`/forms/${form.id}`));
    // The server's HTML already holds the first question (what hydration adopts).
    expect(await served!.text()).toContain('name="fl-q-plan" value="Pro"');
    await page.waitForFunction(
      () => performance.getEntriesByName('formloom:interactive').length > 0,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The browser's own session now: Pro, Next, the team page, without a post of the page.
    await page.getByRole('radio', { name: 'Pro' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your team' }).waitFor();
    expect(posts).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
