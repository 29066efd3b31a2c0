/**
 * ADR 036 in a real browser: the owner removes a required question and publishes while a
 * respondent is half-way; the respondent reloads, still sees the version they started on, and
 * submits it with every answer kept.
 */
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { PHONE, publishForm, realErrors, waitForInteractive } from './support/respondent';

let browser: Browser;
const owners: APIRequestContext[] = [];

const NAME = { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true, order: 0 };
const TEAM = { id: 'team', type: 'SHORT_TEXT', title: 'Your team', required: true, order: 1 };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(owners.map((owner) => owner.dispose()));
  await browser.close();
});

describe('a draft started on an older version', () => {
  it('is finished and stored on that version after the owner published a new one', async () => {
    const form = await publishForm(owners, { title: 'Offsite', questions: [NAME, TEAM] });
    const { id, owner } = form;
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(appUrl(`/forms/${id}`));
    // Drafts are the script's: it must have taken over before the answer is typed.
    await waitForInteractive(page);
    await page.getByLabel(/your name/i).fill('Ada');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/drafts/') && r.ok(),
    );
    await page.getByLabel(/your team/i).fill('Core');
    await saved;

    // The owner removes the required Team question and publishes version 2.
    const { version } = (await (await owner.get(`/api/forms/${id}`)).json()) as { version: number };
    const edited = await owner.put(`/api/forms/${id}`, {
      data: { version, definition: { title: 'Offsite', questions: [NAME] } },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    expect((await owner.post(`/api/forms/${id}/publish`, { data: {} })).status()).toBe(200);

    await page.reload();
    expect(await page.getByLabel(/your team/i).inputValue()).toBe('Core');
    expect(await page.getByLabel(/your name/i).inputValue()).toBe('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you!').waitFor();

    const res = await owner.get(`/api/forms/${id}/responses`);
    const { items } = (await res.json()) as {
      items: { formVersion: number | null; answers: Record<string, unknown> }[];
    };
    expect(items.map((i) => [i.formVersion, i.answers])).toEqual([
      [1, { name: 'Ada', team: 'Core' }],
    ]);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});
