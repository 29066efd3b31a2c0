/**
 * The network fails at Submit: the browser goes offline, the server cannot be reached, or the
 * server stores the response and its answer is lost on the way back. The respondent is told that
 * the answers are kept on this device, the outbox sends them again with the same draft id by
 * itself (on `online`, on its backoff timer) and the page then says they were sent; the owner sees
 * exactly one response. Offline journeys (ADR 032) are in respondent-offline-worker.spec.ts.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import {
  publishForm,
  realErrors,
  responsesOf,
  waitForInteractive,
  waitForOfflineReady,
} from './support/respondent';

let browser: Browser;
const owners: APIRequestContext[] = [];

const FORM = {
  title: 'Feedback',
  description: 'One page.',
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true, order: 0 },
    { id: 'more', type: 'LONG_TEXT', title: 'Anything else?', order: 1 },
  ],
};

const OFFLINE =
  'You are offline. Your answers are kept on this device and will be sent when the connection is back.';
const UNREACHABLE =
  'We couldn’t reach the server. Your answers are kept on this device and will be sent when the connection is back.';
const SENT = 'Your answers were sent.';
const SUBMISSIONS = '**/api/public/forms/*/responses';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(owners.map((owner) => owner.dispose()));
  await browser.close();
});

async function fillIn(page: Page, formId: string) {
  await page.goto(appUrl(`/forms/${formId}`));
  await waitForInteractive(page);
  await page.getByLabel(/your name/i).fill('Grace Hopper');
  await page.getByLabel(/anything else/i).fill('Sent through a flaky network.');
}

const alertText = (page: Page) => page.getByRole('alert').innerText();

async function expectAnswersKept(page: Page) {
  expect(await page.getByLabel(/your name/i).inputValue()).toBe('Grace Hopper');
  expect(await page.getByLabel(/anything else/i).inputValue()).toBe(
    'Sent through a flaky network.',
  );
}

describe('the network fails at Submit', () => {
  it('offline: says so, keeps the answers and sends them once when back online', async () => {
    const form = await publishForm(owners, FORM);
    const { page, context, errors } = await newPage(browser);
    await fillIn(page, form.id);
    // The network goes at Submit, once the page is set up for it (its worker registered): taken
    // away earlier, it races the registration, whose failed script fetch the browser logs.
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText(OFFLINE).waitFor();
    await expectAnswersKept(page);
    expect(await axeViolations(page)).toEqual([]);

    // Try again while still offline: nothing is lost and the message stays.
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await tryAgain.click();
    await page.getByRole('alert').getByText(OFFLINE).waitFor();
    expect(await responsesOf(form)).toEqual([]);

    // Back online: the page sends by itself, on the browser's `online` event, and says so.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await page.getByRole('status').getByText(SENT).waitFor();

    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toEqual({
      name: 'Grace Hopper',
      more: 'Sent through a flaky network.',
    });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('stored, but the answer is lost: the retry gets the same response back, not a second one', async () => {
    const form = await publishForm(owners, FORM);
    // page.route below: without the worker, so every submission passes through the route.
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await fillIn(page, form.id);

    const sent: { draftId: string }[] = [];
    let first: { status: number; body: unknown } | null = null;
    await page.route(SUBMISSIONS, async (route) => {
      sent.push(route.request().postDataJSON() as { draftId: string });
      if (first) return route.continue();
      // The server stores the response; the browser never hears back.
      const response = await route.fetch();
      first = { status: response.status(), body: await response.json() };
      await route.abort('connectionreset');
    });
    const retried = page.waitForResponse(
      (response) => response.url().endsWith('/responses') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit' }).click();

    const answer = await retried;
    expect(first).toMatchObject({ status: 201, body: { duplicate: false } });
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({
      duplicate: true,
      responseId: (first!.body as { responseId: number }).responseId,
    });
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.draftId).toBe(sent[0]!.draftId);
    expect(await responsesOf(form)).toHaveLength(1);
    await context.close();
  });

  it('server unreachable while online: kept, then sent by the outbox once the server answers', async () => {
    const form = await publishForm(owners, FORM);
    // page.route below: without the worker, so every submission passes through the route.
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await fillIn(page, form.id);

    let refused = 0;
    await page.route(SUBMISSIONS, (route) => {
      refused++;
      return route.abort('connectionrefused');
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    // The page retried by itself first (same draft id), then says the answers are kept.
    await page.getByRole('alert').getByText(UNREACHABLE).waitFor();
    expect(refused).toBeGreaterThanOrEqual(3);
    await expectAnswersKept(page);
    expect(await alertText(page)).toBe(UNREACHABLE);

    // The server answers again: the outbox's next attempt (its backoff timer) sends it, untouched.
    await page.unroute(SUBMISSIONS);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await page.getByRole('status').getByText(SENT).waitFor();
    expect(await responsesOf(form)).toHaveLength(1);
    await context.close();
  });
});
