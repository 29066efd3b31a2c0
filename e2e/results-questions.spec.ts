/**
 * Issue 32 in a real browser, as an owner asking their results a question: they filter the
 * responses page by an answer, read the filtered summary with a question's answers over time and
 * a cross-tab, share a report of that view, open it signed out, and revoke it (the link then
 * answers 404 at once).
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realErrors } from './support/builder-page';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { call } from './support/page-call';
import { apiClient, submitAnswers } from './support/respondent';
import { signUpInPage } from './support/sign-up';

let browser: Browser;
let respondent: APIRequestContext;

const QUESTIONS = [
  { id: 'plan', type: 'MULTIPLE_CHOICE', title: 'Plan', order: 0, options: ['Free', 'Pro'] },
  { id: 'happy', type: 'YES_NO', title: 'Happy?', order: 1 },
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

describe('asking the results a question', () => {
  it('filters, charts and compares, shares the view as a report, and revokes it', async () => {
    const { page, errors } = await newPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpInPage(page, 'results');
    const created = await call(page, 'POST', '/api/forms', {
      definition: { title: 'Customer pulse', questions: QUESTIONS },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await call(page, 'POST', `/api/forms/${id}/publish`, {})).status).toBe(200);
    await answer(id, { plan: 'Pro', happy: true });
    await answer(id, { plan: 'Pro', happy: false });
    await answer(id, { plan: 'Free', happy: true });
    await answer(id, { plan: 'Free', happy: true });
    await answer(id, { plan: 'Free', happy: true });

    // Pro customers only: one answer condition, kept in the address.
    await page.goto(appUrl(`/forms/${id}/responses?tab=summary`));
    await page.getByRole('button', { name: 'Add answer condition' }).click();
    await page.getByRole('combobox', { name: 'Condition 1 question' }).selectOption('plan');
    await page.getByRole('combobox', { name: 'Condition 1 answer' }).selectOption('Pro');
    await expect.poll(() => new URL(page.url()).searchParams.get('filters')).toContain('Pro');
    const matching = page.locator(
      'xpath=//dt[normalize-space()="Matching responses"]/following-sibling::dd[1]',
    );
    await expect.poll(() => matching.innerText()).toBe('2');
    const happyCard = page
      .getByRole('heading', { name: 'Happy?' })
      .locator('xpath=ancestor::*[@data-slot="card"][1]');

    // The question's answers over time, as a table beside its chart.
    await happyCard.getByRole('button', { name: 'Answers over time' }).click();
    const trend = page.getByRole('table', { name: 'Answers to “Happy?” over time' });
    await trend.waitFor({ state: 'attached' });

    // Plan by Happy? for the same filtered responses: Pro answered yes once and no once.
    const compare = page
      .getByRole('heading', { name: 'Compare two questions' })
      .locator('xpath=ancestor::*[@data-slot="card"][1]');
    await compare.getByRole('combobox', { name: 'Rows' }).selectOption('plan');
    await compare.getByRole('combobox', { name: 'Columns' }).selectOption('happy');
    const crosstab = compare.getByRole('table', { name: /Plan by Happy\?/ });
    await crosstab.waitFor();
    expect(await crosstab.getByRole('row', { name: /^Pro/ }).innerText()).toMatch(
      /1[\s\S]*1[\s\S]*2/,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Share this view: the link works signed out, shows totals only, and passes axe.
    await page.getByRole('button', { name: 'Share report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share report' });
    await dialog.getByLabel('Report name').fill('Pro customers');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Report link' }).inputValue();
    expect(link).toMatch(/\/reports\/[A-Za-z0-9_-]{43}$/);
    expect(link).not.toContain(id);
    const { page: reader, context: signedOut } = await newPage(browser, {
      width: 390,
      height: 844,
    });
    await reader.goto(link);
    await reader.getByRole('heading', { level: 1, name: 'Customer pulse' }).waitFor();
    expect(await reader.locator('.scope strong').innerText()).toBe('2');
    expect(await axeViolations(reader)).toEqual([]);
    await dialog.getByRole('list', { name: 'Shared reports' }).getByText('Pro customers').waitFor();

    // Revoked: the same link is a 404 naming no form, at once.
    await dialog.getByRole('button', { name: 'Revoke Pro customers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await dialog.getByText('Pro customers').waitFor({ state: 'detached' });
    const gone = await reader.goto(link);
    expect(gone?.status()).toBe(404);
    expect(await reader.content()).not.toContain('Customer pulse');
    await signedOut.close();
    expect(realErrors(errors)).toEqual([]);
  });
});
