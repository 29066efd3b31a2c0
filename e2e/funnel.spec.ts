/**
 * The completion funnel counts people (issue 28), through the real public form page in Chromium:
 * four people on one network (one address, each their own browser) open a form, one reloads it,
 * three start and two submit. The summary reads 4 views, 3 starts and 2 completions.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { publishForm, realErrors } from './support/respondent';

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
  title: 'Team lunch',
  questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
};

/** Resolves once the page's event of `type` has been answered by the server. */
const eventAnswered = (page: Page, type: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/events') &&
      (response.request().postDataJSON() as { type?: string } | null)?.type === type,
  );

describe('the funnel in people', () => {
  it('counts four people behind one address as four views, three starts and two completions', async () => {
    const form = await publishForm(owners, FORM);
    const people = await Promise.all([1, 2, 3, 4].map(() => newPage(browser)));
    for (const { page } of people) {
      const viewed = eventAnswered(page, 'view');
      await page.goto(appUrl(`/forms/${form.id}`));
      await page.getByLabel(/your name/i).waitFor();
      await viewed;
    }
    // A reload is the same person: the id is kept in the page's storage.
    const first = people[0]!.page;
    const reloaded = eventAnswered(first, 'view');
    await first.reload();
    await reloaded;

    for (const [index, { page }] of people.slice(0, 3).entries()) {
      const started = eventAnswered(page, 'start');
      await page.getByLabel(/your name/i).fill(`Person ${index + 1}`);
      await started;
    }
    for (const { page } of people.slice(0, 2)) {
      const submitted = eventAnswered(page, 'submit');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
      await submitted;
    }

    const summary = await form.owner.get(`/api/forms/${form.id}/summary`);
    expect(summary.status()).toBe(200);
    const { funnel } = (await summary.json()) as {
      funnel: { views: number; starts: number; completions: number };
    };
    expect({ views: funnel.views, starts: funnel.starts, completions: funnel.completions }).toEqual(
      { views: 4, starts: 3, completions: 2 },
    );
    for (const { context, errors } of people) {
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    }
  });
});
