/**
 * The webhooks journey (issue 17) in Chromium. The shared e2e server refuses private addresses, as
 * production does, so this journey starts a server of its own that allows them and plain http
 * (WEBHOOK_ALLOW_PRIVATE, WEBHOOK_ALLOW_HTTP) and a receiver on loopback that checks every
 * signature with the `standardwebhooks` package. The owner adds the receiver on the form's
 * settings, copies the signing secret from the screen into it, sends a test event, a respondent
 * submits, and the owner sees both deliveries in the log, delivered, with each attempt's answer.
 */
import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage } from './support/browser';
import { realErrors } from './support/builder-page';
import { type OwnAppServer, startOwnAppServer } from './support/own-app-server';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const PASSWORD = 'correct horse battery';
/**
 * How long a delivery may take to reach the receiver: the worker sends at once, but on the shared
 * 2-core machine under load that is seconds, not expect.poll's default second.
 */
const DELIVERY_WAIT = { timeout: 20_000 };
const QUESTIONS = [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }];

let browser: Browser;
let server: OwnAppServer;
let receiver: WebhookReceiver;
const apis: APIRequestContext[] = [];

beforeAll(async () => {
  [server, receiver, browser] = await Promise.all([
    startOwnAppServer({
      name: 'webhooks',
      env: { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_ALLOW_HTTP: 'true' },
    }),
    startWebhookReceiver(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.dispose()));
  await browser?.close();
  await receiver?.close();
  await server?.stop();
});

/** An API client of the journey's server; state-changing calls need a same-origin Origin. */
async function client(): Promise<APIRequestContext> {
  const origin = new URL(server.url).origin;
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  apis.push(api);
  return api;
}

/** A registered owner with a published one-question form. */
async function ownerWithForm(): Promise<{ api: APIRequestContext; formId: string }> {
  const api = await client();
  const username = `hooks-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const registered = await api.post('/api/auth/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const created = await api.post('/api/forms', {
    data: { definition: { title: 'Event sign-up', questions: QUESTIONS } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const formId = ((await created.json()) as { id: string }).id;
  const published = await api.post(`/api/forms/${formId}/publish`, { data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return { api, formId };
}

async function expectAccessible(page: Page, what: string) {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
}

describe('the webhooks journey', () => {
  it('adds a webhook, sends a test event, receives a response, and shows both in the log', async () => {
    const { api, formId } = await ownerWithForm();
    const { page, context, errors } = await newPage(browser);
    await context.addCookies((await api.storageState()).cookies);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(new URL(`/forms/${formId}/settings`, server.url).toString());

    const section = page.getByRole('region', { name: 'Webhooks' });
    await section
      .getByRole('heading', {
        name: 'No webhooks yet: send responses to Slack, Zapier or your own server',
      })
      .waitFor();

    // Add the receiver. response.completed is chosen by default; the test event always goes.
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    expect(await dialog.getByRole('checkbox', { name: /response\.completed/ }).isChecked()).toBe(
      true,
    );
    await expectAccessible(page, 'add dialog');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    // The secret, shown once: the receiver is configured with what the screen shows.
    const added = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = await added.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.secret = secret;
    await added.getByRole('button', { name: 'Done' }).click();

    const card = section.getByRole('article', { name: receiver.url });
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect
      .poll(() => receiver.received.map((event) => event.body?.type), DELIVERY_WAIT)
      .toContain('webhook.test');

    // A respondent answers the published form through the public API.
    const respondent = await client();
    const submitted = await respondent.post(`/api/public/forms/${formId}/responses`, {
      data: { draftId: crypto.randomUUID(), answers: { name: 'Ada Lovelace' } },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    await expect
      .poll(() => receiver.received.map((event) => event.body?.type), DELIVERY_WAIT)
      .toEqual(['webhook.test', 'response.completed']);
    // Every request the receiver got verified with the secret the screen showed.
    expect(receiver.received.map((event) => event.verified)).toEqual([true, true]);
    const completed = receiver.received[1]?.body;
    expect(completed?.version).toBe(1);
    expect(JSON.stringify(completed?.data)).toContain('Ada Lovelace');
    expect(JSON.stringify(completed?.data)).toContain('Your name');

    // The log shows both, delivered (it polls while any is pending).
    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = card.getByRole('list', { name: `Deliveries to ${receiver.url}` });
    const completedRow = log.getByRole('listitem', { name: 'response.completed, delivered' });
    const testRow = log.getByRole('listitem', { name: 'webhook.test, delivered' });
    await completedRow.waitFor();
    await testRow.waitFor();

    // Each attempt: its time, duration, response code and the receiver's answer.
    await completedRow.getByRole('button', { name: /show attempts/ }).click();
    const firstAttempt = completedRow.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
    await firstAttempt.first().waitFor();
    expect(await firstAttempt.count()).toBe(1);
    expect(await firstAttempt.textContent()).toMatch(/Attempt 1.*\d+ ms.*HTTP 200/);
    expect(await completedRow.getByLabel('Response body of attempt 1').textContent()).toBe(
      '{"ok":true}',
    );
    await expectAccessible(page, 'settings with the delivery log open');

    // Redeliver: the receiver gets the same event again, under the same webhook-id.
    await completedRow.getByRole('button', { name: /^Redeliver response\.completed/ }).click();
    await expect.poll(() => receiver.received.length, DELIVERY_WAIT).toBe(3);
    expect(receiver.received[2]?.id).toBe(receiver.received[1]?.id);
    expect(receiver.received[2]?.verified).toBe(true);

    expect(realErrors(errors)).toEqual([]);
  });

  it('fits a 360 px screen without sideways scrolling', async () => {
    const { api, formId } = await ownerWithForm();
    const created = await api.post(`/api/forms/${formId}/webhooks`, {
      data: {
        url: `${receiver.url}/with/a/rather/long/path/that/must/wrap`,
        events: ['response.completed'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { page, context, errors } = await newPage(browser, { width: 360, height: 740 });
    await context.addCookies((await api.storageState()).cookies);
    await page.goto(new URL(`/forms/${formId}/settings`, server.url).toString());
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: 'Send test event' }).waitFor();
    await section.getByRole('button', { name: 'Delivery log' }).click();
    await section.getByText('No deliveries yet. Send a test event to try the endpoint.').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await expectAccessible(page, 'webhooks at 360 px');
    expect(realErrors(errors)).toEqual([]);
  });
});
