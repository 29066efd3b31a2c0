/**
 * A response sent through the embed: the form in an iframe on a customer's page (another origin)
 * is answered and submitted there, and the response records the host page as its referrer.
 */
import type http from 'node:http';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import {
  closeHosts,
  hostPage,
  publishForm,
  realErrors,
  responsesOf,
  waitForInteractive,
} from './support/respondent';

let browser: Browser;
const owners: APIRequestContext[] = [];
const hosts: http.Server[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(owners.map((owner) => owner.dispose()));
  await closeHosts(hosts);
  await browser.close();
});

const SHORT_FORM = {
  title: 'Newsletter',
  questions: [
    { id: 'email', type: 'EMAIL', title: 'Your email', required: true, order: 0 },
    { id: 'topics', type: 'CHECKBOX', title: 'Topics', order: 1, options: ['News', 'Tips'] },
  ],
};

describe('submitting through the embed', () => {
  it('inline: the response is stored with the host page as its referrer', async () => {
    const form = await publishForm(owners, SHORT_FORM);
    const { page, context, errors } = await newPage(browser, { width: 800, height: 600 });
    const host = await hostPage(hosts, page, `data-formloom-form="${form.id}" data-title="News"`);
    const frame = page.frameLocator('iframe[title="News"]');

    await frame.getByLabel(/your email/i).fill('reader@example.com');
    await frame.getByRole('checkbox', { name: 'Tips' }).check();
    await frame.getByRole('button', { name: 'Submit' }).click();
    await frame.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    // The host page stays where it was: the thank-you is inside the iframe.
    expect(new URL(page.url()).href).toBe(host);

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toEqual({ email: 'reader@example.com', topics: ['Tips'] });
    // The host page's origin (the browser sends no more across origins), not the iframe's URL.
    expect(stored[0]?.referrer).toBe(host);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('popup: the response sent from the dialog is stored the same way', async () => {
    const form = await publishForm(owners, SHORT_FORM);
    const { page, context } = await newPage(browser, { width: 800, height: 600 });
    const host = await hostPage(
      hosts,
      page,
      `data-formloom-form="${form.id}" data-mode="popup" data-button-text="Subscribe"`,
    );
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const frame = page.getByRole('dialog').frameLocator('iframe');
    // The server's HTML is in the frame before the script renders the form anew: act on the latter.
    await frame.getByLabel(/your email/i).waitFor();
    const formFrame = page.frames().find((f) => f.url().includes(`/forms/${form.id}`));
    expect(formFrame).toBeDefined();
    await waitForInteractive(formFrame!);
    await frame.getByLabel(/your email/i).fill('popup@example.com');
    await frame.getByRole('button', { name: 'Submit' }).click();
    await frame.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toEqual({ email: 'popup@example.com' });
    expect(stored[0]?.referrer).toBe(host);
    await context.close();
  });
});
