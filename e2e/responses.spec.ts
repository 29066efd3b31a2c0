/**
 * Responses and analytics journey: an owner registers, builds and publishes a form through the
 * API, a respondent submits, then the owner reads the response in the table and its detail,
 * downloads the CSV, looks at the summary and the NPS page. Each screen passes axe.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, downloadedBytes, launchBrowser, newPage } from './support/browser';
import { gotoAsGuest } from './support/guest-session';

const PASSWORD = 'correct horse battery';

const QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
  {
    id: 'color',
    type: 'MULTIPLE_CHOICE',
    title: 'Favourite colour',
    order: 1,
    options: ['Red', 'Green', 'Blue'],
  },
  { id: 'tags', type: 'CHECKBOX', title: 'What do you use?', order: 2, options: ['Web', 'Mobile'] },
  { id: 'nps', type: 'NPS', title: 'How likely are you to recommend us?', order: 3 },
];

const ANSWERS = { name: 'Ada Lovelace', color: 'Red', tags: ['Web', 'Mobile'], nps: 9 };

let browser: Browser;

/** Browser noise about expected 401/404 answers is not an error of the page. */
const realErrors = (errors: string[]) =>
  errors.filter((e) => !e.includes('Failed to load resource'));

/** A JSON call from the page, so it carries the page's session cookie and same-origin Origin. */
async function call(page: Page, method: string, path: string, body: unknown = {}) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
    },
    { method, path, body },
  );
}

/** The first CSV record's cells (quoted cells may hold commas). */
function csvHeader(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
  const cells: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (match[2] === '') break;
  }
  return cells;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('responses and analytics', () => {
  it('shows a submitted response in the table, its detail, the CSV, the summary and NPS', async () => {
    const { page, context, errors } = await newPage(browser);
    // Registering through the API must not race the app's guest session (support/guest-session.ts).
    await gotoAsGuest(page, appUrl('/'));

    const username = `owner-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
    const registered = await call(page, 'POST', '/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);

    const created = await call(page, 'POST', '/api/forms', {
      definition: { title: 'Customer feedback', questions: QUESTIONS },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const formId = String(created.json.id);
    const published = await call(page, 'POST', `/api/forms/${formId}/publish`);
    expect(published.status, JSON.stringify(published.json)).toBe(200);

    const submitted = await page.evaluate(
      async ({ formId, answers }) => {
        const res = await fetch(`/api/public/forms/${formId}/responses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ draftId: crypto.randomUUID(), answers }),
        });
        return { status: res.status, text: await res.text() };
      },
      { formId, answers: ANSWERS },
    );
    expect(submitted.status, submitted.text).toBe(201);

    // The table: the response is there, one column per question.
    await page.goto(appUrl(`/forms/${formId}/responses`));
    await page.getByRole('heading', { level: 1, name: 'Customer feedback' }).waitFor();
    const table = page.getByRole('table', { name: /Responses, newest first/ });
    const row = table.getByRole('row').filter({ hasText: 'Ada Lovelace' });
    await row.waitFor();
    for (const title of ['Submitted at', 'Your name', 'Favourite colour', 'What do you use?'])
      expect(await table.getByRole('columnheader', { name: title }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'Web, Mobile', exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'Red', exact: true }).count()).toBe(1);

    // Its detail, by keyboard: the row's date is a button.
    await row.getByRole('button', { name: /Open the response from/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /^Response from/ }).waitFor();
    expect(await dialog.getByText('Favourite colour').isVisible()).toBe(true);
    expect(await dialog.getByText('Ada Lovelace').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(await axeViolations(page)).toEqual([]);

    // The CSV, as the browser downloads it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Customer feedback.csv');
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csvHeader(csv)).toEqual([
      'Response ID',
      'Submitted at',
      'Completed',
      'Referrer',
      'Your name',
      'Favourite colour',
      'What do you use?',
      'How likely are you to recommend us?',
      'Form version',
    ]);
    expect(csv).toContain('Ada Lovelace');

    // The summary: the funnel and the charts, which load on this tab only.
    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'summary');
    await page.getByRole('heading', { name: 'Completion funnel' }).waitFor();
    const colours = page.getByRole('table', { name: 'Answers to “Favourite colour”' });
    await colours.waitFor({ state: 'attached' });
    // The figures come from the answer rollup the submission updated (ADR 014).
    const red = colours.getByRole('row').filter({ hasText: 'Red' });
    expect(await red.locator('th, td').allTextContents()).toEqual(['Red', '1', '100%']);
    await page.locator('.recharts-surface').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // On a phone the filters wait behind a button, so the answers come first on the screen; a
    // filter in the address opens them.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(appUrl(`/forms/${formId}/responses`));
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.waitFor();
    const search = page.getByRole('searchbox', { name: 'Search answers' });
    expect(await search.isVisible()).toBe(false);
    await toggle.click();
    await search.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(appUrl(`/forms/${formId}/responses?q=Ada`));
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await search.waitFor();
    expect(await search.inputValue()).toBe('Ada');
    await page.setViewportSize({ width: 1280, height: 800 });

    // NPS analytics: one answer of 9 is one promoter, a score of 100.
    await page.goto(appUrl('/nps-analytics'));
    const overall = page.locator('[data-slot="card"]').filter({
      has: page.getByRole('heading', { name: 'Overall score' }),
    });
    await overall.waitFor();
    expect(await overall.getByText('100', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('rowheader', { name: /How likely are you to recommend us\?/ }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
