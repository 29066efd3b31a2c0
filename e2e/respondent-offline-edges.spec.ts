/**
 * Offline respondents at the edges (issue 29, ADR 039), beside respondent-offline-worker.spec.ts:
 * - offline within the first second of a first visit, before the service worker has cached
 *   anything and before the form's engine was fetched: Submit still keeps the answers on this
 *   device, and they are sent, once, on the next visit;
 * - no IndexedDB (private modes): the answers fall back to localStorage and are sent, and a file
 *   chosen offline is refused with a message saying files cannot be kept;
 * - Background Sync: with every tab of the form closed, the service worker sends the queue when
 *   the browser fires the outbox's sync (dispatched through the DevTools protocol: headless
 *   Chromium does not fire a sync for Playwright's emulated network coming back);
 * - offline before the page's script has taken over: Submit on the server's HTML is held on the
 *   page (not posted into no connection), then handed to the app once it runs, or posted natively
 *   once the connection is back if the app never came.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './support/all-types-form';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { OFFLINE, SENT, TRIP_FORM } from './support/offline-form';
import {
  publishForm,
  responsesOf,
  waitForInteractive,
  waitForOfflineReady,
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

const FILES_NOT_KEPT =
  'This browser cannot keep files while offline (private browsing may be on). Add this file when you are back online; your other answers are kept.';
/** The outbox's Background Sync tag (offline/outbox-scheduler.ts). */
const SYNC_TAG = 'formloom-outbox';

async function submitName(page: Page) {
  await page.getByLabel(/your name/i).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alert').getByText(OFFLINE).waitFor();
}

/** What the page says while a post made before its script took over waits (form-boot.ts). */
const HELD =
  'You are offline. Keep this page open: your answers will be sent when the connection is back.';
/** The app's chunk, which takes the page over from the server's HTML (vite.form.config.ts). */
const APP_CHUNK = /\/assets\/form-app-[\w-]+\.js$/;

/** Holds back the app's chunk until `open()`; fetched at once, so it arrives even offline. */
async function gateAppChunk(context: Awaited<ReturnType<typeof newPage>>['context']) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await context.route(APP_CHUNK, async (route) => {
    const response = await route.fetch();
    await gate;
    await route.fulfill({ response });
  });
  return open;
}

const responseCount = async (form: Awaited<ReturnType<typeof publishForm>>) =>
  (await responsesOf(form)).length;

describe('offline at the edges', () => {
  it('offline in the first second of a first visit: kept, and sent once on the next visit', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    // No service worker (it had not cached anything yet) and the engine never fetched online.
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    let cut = true;
    await context.route(/engine-impl-[\w-]+\.js$/, (route) =>
      cut ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(appUrl(`/forms/${form.id}`), { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/your name/i).waitFor();
    // The script has taken over (without it, Submit would post natively, into no connection); the
    // engine, which it loads on the first interaction, is what stays out of reach.
    await waitForInteractive(page);
    await context.setOffline(true);
    await submitName(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    expect(await responsesOf(form)).toEqual([]);

    // Back online later, the form opened again: the queue is sent by the page, once.
    cut = false;
    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto(appUrl(`/forms/${form.id}`));
    await again.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await again.getByRole('status').getByText(SENT).waitFor();
    expect(await axeViolations(again)).toEqual([]);
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers.name).toBe('Ada Lovelace');
    await context.close();
  });

  it('without IndexedDB: answers in localStorage are sent, and a file is refused with a message', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context } = await newPage(browser);
    // As in a private mode that has no IndexedDB for pages.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
    });
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page
      .getByLabel('A photo of the view')
      .setInputFiles({ name: 'view.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText(FILES_NOT_KEPT).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await submitName(page);
    const kept = await page.evaluate(() => Object.keys(localStorage).join(' '));
    expect(kept).toContain('outbox');

    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toEqual({ name: 'Ada Lovelace' });
    await context.close();
  });

  it('offline before the script took over: Submit is held on the page, then the app keeps the answers', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    const openGate = await gateAppChunk(context);
    await page.goto(appUrl(`/forms/${form.id}`), { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/your name/i).fill('Ada Lovelace');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    // Still the form, with what was typed, and a line saying why nothing happened yet.
    await page.getByRole('status').getByText(HELD).waitFor();
    expect(await page.getByLabel(/your name/i).inputValue()).toBe('Ada Lovelace');
    expect(new URL(page.url()).pathname).toBe(`/forms/${form.id}`);
    expect(await axeViolations(page)).toEqual([]);

    // The app arrives (still offline): it takes the held post and keeps the answers here.
    openGate();
    await page.getByRole('alert').getByText(OFFLINE).waitFor();
    await page.getByText(HELD).waitFor({ state: 'detached' });
    expect(await responseCount(form)).toBe(0);

    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toEqual({ name: 'Ada Lovelace' });
    await context.close();
  });

  it('offline before the script took over, and the app never came: posted once the connection is back', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context } = await newPage(browser, { serviceWorkers: 'block' });
    await gateAppChunk(context);
    await page.goto(appUrl(`/forms/${form.id}`), { waitUntil: 'domcontentloaded' });
    await page.getByLabel(/your name/i).fill('Grace Hopper');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText(HELD).waitFor();

    await context.setOffline(false);
    // The server's own answer to the page's post: its thank-you screen.
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    const stored = await responsesOf(form);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toEqual({ name: 'Grace Hopper' });
    await context.close();
  });

  it('Background Sync: the service worker sends the queue with every tab of the form closed', async () => {
    const form = await publishForm(owners, TRIP_FORM);
    const { page, context } = await newPage(browser);
    await page.goto(appUrl(`/forms/${form.id}`));
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await submitName(page);
    await page.close();
    // Queued, not sent: the browser had no connection, and now no page of the form is open.
    expect(await responseCount(form)).toBe(0);
    // Back online, the browser may fire the worker's sync at once by itself (it did at load 12);
    // the event dispatched below is the one a test can count on. Either way only the worker can
    // send: the page outside its scope runs no outbox.
    await context.setOffline(false);

    // A page outside the worker's scope (it runs no outbox), to reach the worker's registration.
    const other = await context.newPage();
    await other.goto(appUrl('/'));
    const cdp = await context.newCDPSession(other);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => new URL(r.scopeURL).pathname === '/forms/');
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(appUrl('/')).origin,
      registrationId: await registration,
      tag: SYNC_TAG,
      lastChance: false,
    });
    await expect.poll(() => responseCount(form), { timeout: 30_000, interval: 250 }).toBe(1);
    const stored = await responsesOf(form);
    expect(stored[0]!.answers.name).toBe('Ada Lovelace');
    await context.close();
  });
});
