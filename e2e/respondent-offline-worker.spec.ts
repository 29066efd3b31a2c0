/**
 * Offline respondents (issue 29, ADR 032): the form page's service worker and outbox.
 * - The train: a form opened online, the connection lost before the first answer, Submit. The
 *   page had everything it needs, keeps the answers on this device, says so, and sends them once
 *   by itself when the connection is back, then says they were sent.
 * - Offline all along: a visited form reloaded with the network off (from the worker's cache),
 *   answered with a file, submitted, the tab closed and the form opened again in a new tab, then
 *   the connection back: exactly one response, with the file.
 * - The owner unpublishes the form while a submission waits: the respondent is told it was not
 *   sent, and nothing is stored.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './support/all-types-form';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { OFFLINE, SENT, TRIP_FORM } from './support/offline-form';
import {
  publishForm,
  realErrors,
  responsesOf,
  waitForOfflineReady,
  type Published,
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

const KEPT_TITLE = 'Your answers are kept on this device';
const NOT_SENT_CLOSED = 'Your answers could not be sent: this form no longer accepts responses.';

/** The page has loaded all it needs offline and the worker has cached it (start-offline.ts). */
async function openReadyForOffline(page: Page, formId: string) {
  await page.goto(appUrl(`/forms/${formId}`));
  await waitForOfflineReady(page);
}

async function answerAndSubmitOffline(page: Page, withPhoto: boolean) {
  await page.getByLabel(/your name/i).fill('Ada Lovelace');
  if (withPhoto) {
    await page
      .getByLabel('A photo of the view')
      .setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Remove view.png' }).waitFor();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alert').getByText(OFFLINE).waitFor();
}

async function expectOneResponse(form: Published, withPhoto: boolean) {
  const stored = await responsesOf(form);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.answers.name).toBe('Ada Lovelace');
  if (!withPhoto) return;
  const photo = stored[0]!.answers.photo as { fileId: string; name: string; size: number };
  expect(photo).toMatchObject({ name: 'view.png', size: PNG.length });
  expect(photo.fileId.startsWith('local-')).toBe(false);
  // The owner can download the very bytes the respondent chose offline.
  const file = await form.owner.get(`/api/forms/${form.id}/files/${photo.fileId}`);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
}

describe('a respondent without a connection', () => {
  it('opened online, offline before the first answer: kept, then sent once, and said so', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context, errors } = await newPage(browser);
    await openReadyForOffline(page, form.id);

    await context.setOffline(true);
    await answerAndSubmitOffline(page, false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await responsesOf(form)).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await page.getByRole('status').getByText(SENT).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectOneResponse(form, false);
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('reloaded offline, answered with a file, tab closed and reopened: one response with the file', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context } = await newPage(browser);
    await openReadyForOffline(page, form.id);

    await context.setOffline(true);
    await page.reload();
    await page.getByLabel(/your name/i).waitFor();
    await answerAndSubmitOffline(page, true);
    await page.close();

    // A new tab on the same form, still offline: the worker serves it, and the page says the
    // answers wait on this device.
    const reopened = await context.newPage();
    await reopened.goto(appUrl(`/forms/${form.id}`));
    await reopened.getByRole('heading', { level: 1, name: KEPT_TITLE }).waitFor();
    await reopened.getByRole('status').getByText(OFFLINE).waitFor();
    expect(await axeViolations(reopened)).toEqual([]);
    expect(await responsesOf(form)).toEqual([]);

    await context.setOffline(false);
    await reopened.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await reopened.getByRole('status').getByText(SENT).waitFor();
    expect(await axeViolations(reopened)).toEqual([]);
    await expectOneResponse(form, true);

    // Opened again: the response is done with, the form starts a new one.
    await reopened.reload();
    await reopened.getByLabel(/your name/i).waitFor();
    expect(await reopened.getByLabel(/your name/i).inputValue()).toBe('');
    await context.close();
  });

  it('the owner unpublishes while a submission waits: the respondent is told it was not sent', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context } = await newPage(browser);
    await openReadyForOffline(page, form.id);

    await context.setOffline(true);
    await answerAndSubmitOffline(page, false);
    const unpublished = await form.owner.post(`/api/forms/${form.id}/unpublish`, { data: {} });
    expect(unpublished.status()).toBe(200);

    await context.setOffline(false);
    await page.getByRole('alert').getByText(NOT_SENT_CLOSED).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await responsesOf(form)).toEqual([]);
    await context.close();
  });
});
