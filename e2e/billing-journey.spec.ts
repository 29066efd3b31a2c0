/**
 * The billing journey (issue 15) in Chromium, against a server of its own that talks to the local
 * Stripe stand-in (support/billing-server.ts; the shared server runs without Stripe). A free user
 * at the published-form limit chooses "Upgrade to Pro" in the builder's limit dialog, pays through
 * /pricing, /checkout, /checkout-redirect and the stand-in's hosted page, comes back to
 * /subscription-success (which must wait for the webhook), publishes, then cancels and sees on
 * /billing when Pro ends. axe runs on each billing screen as the journey reaches it.
 */
import {
  type APIRequestContext,
  type Browser,
  type Page,
  request,
  type Response,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingState, CheckoutResponse, CheckoutStatusResponse } from '@core/api/billing';
import type { FormDetail } from '@core/api/forms';
import { type BillingServer, PRICES, startBillingServer } from './support/billing-server';
import { axeViolations, launchBrowser, newPage } from './support/browser';
import { realErrors } from './support/builder-page';
import { utcDayInBrowser } from './support/viewer-dates';

const PASSWORD = 'correct horse battery';
/** Low, so one published form puts the user at the limit. */
const FREE_LIMIT = 1;

let browser: Browser;
let server: BillingServer;

beforeAll(async () => {
  server = await startBillingServer({ freeLimit: FREE_LIMIT });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const at = (path: string) => new URL(path, server.url).toString();
const pathOf = (url: string) => new URL(url).pathname;

/** Axe on the screen as it is now; the path in the comparison names the screen that failed. */
async function expectAccessible(page: Page) {
  const path = pathOf(page.url());
  expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
}

/** The items of `wanted` found in `trail` in that order (all of them when the order holds). */
function inOrder(trail: string[], wanted: string[]): string[] {
  const found: string[] = [];
  let from = 0;
  for (const item of wanted) {
    const index = trail.indexOf(item, from);
    if (index === -1) break;
    found.push(item);
    from = index + 1;
  }
  return found;
}

/** A signed-in API client: registering signs in; state-changing calls need a same-origin Origin. */
async function register(): Promise<{ api: APIRequestContext; userId: number; email: string }> {
  const origin = new URL(server.url).origin;
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const username = `pay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${username}@example.com`;
  const res = await api.post('/api/auth/register', {
    data: { username, email, name: 'Paula Payer', password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { api, userId: ((await res.json()) as { id: number }).id, email };
}

async function createForm(api: APIRequestContext, title: string): Promise<string> {
  const res = await api.post('/api/forms', { data: { definition: { title } } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as FormDetail).id;
}

async function billingOf(api: APIRequestContext): Promise<BillingState> {
  const res = await api.get('/api/billing');
  expect(res.status()).toBe(200);
  return (await res.json()) as BillingState;
}

/** Matches the response to one API call, for page.waitForResponse. */
const isCall = (method: string, path: string) => (res: Response) =>
  pathOf(res.url()) === path && res.request().method() === method;

describe('the billing journey', () => {
  it('takes a free user at the limit through Pro checkout, publishing, and cancelling', async () => {
    const { stripe, relay } = server;
    const { api, userId, email } = await register();
    const firstFormId = await createForm(api, 'Team lunch poll');
    expect((await api.post(`/api/forms/${firstFormId}/publish`)).status()).toBe(200);
    const formId = await createForm(api, 'Quarterly customer survey');

    const { page, context, errors } = await newPage(browser);
    // The browser is the same user: the API client's session cookie, handed over.
    await context.addCookies((await api.storageState()).cookies);
    // Dialog animations off, so nothing moves under the pointer.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every main-frame navigation, including the stand-in's page that redirects at once.
    const trail: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) trail.push(frame.url());
    });
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) trail.push(req.url());
    });

    // 1. At the limit, the builder's Publish offers the choice; the user picks Pro.
    await page.goto(at(`/forms/${formId}/edit`));
    await page.getByRole('textbox', { name: 'Form title' }).waitFor();
    const refused = page.waitForResponse(isCall('POST', `/api/forms/${formId}/publish`));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await refused).status()).toBe(403);
    expect(await (await refused).json()).toMatchObject({
      code: 'PUBLISH_LIMIT',
      max: FREE_LIMIT,
      upgradeType: 'upgrade_pro',
    });
    const limitDialog = page.getByRole('dialog', { name: 'Form Publishing Limit Reached' });
    await limitDialog
      .getByText(`You've reached the limit of ${FREE_LIMIT} published forms.`, {
        exact: false,
      })
      .waitFor();
    // No credits yet, so the other choice is buying some rather than spending one.
    await limitDialog.getByText('You have no credits.', { exact: false }).waitFor();
    await limitDialog.getByRole('link', { name: 'Upgrade to Pro' }).click();

    // 2. /pricing, from the server's plans; yearly chosen.
    await page.waitForURL((url) => url.pathname === '/pricing');
    const main = page.getByRole('main');
    // "Your plan" marks Free once the user's billing has answered: the page is complete.
    await main.getByText('Your plan', { exact: true }).waitFor();
    await main.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    await expectAccessible(page);
    await main.getByRole('radio', { name: /Yearly/ }).click();
    await main.getByText('per year').waitFor();
    await main.getByRole('link', { name: 'Upgrade to Pro' }).click();

    // 3. /checkout: the order, then on to Stripe through /checkout-redirect.
    await page.waitForURL(
      (url) => url.pathname === '/checkout' && url.searchParams.get('plan') === 'pro_yearly',
    );
    await main.getByRole('heading', { name: 'Pro, billed yearly' }).waitFor();
    const pay = main.getByRole('button', { name: 'Continue to payment' });
    expect(await pay.isEnabled()).toBe(true);
    await expectAccessible(page);
    const created = page.waitForResponse(isCall('POST', '/api/billing/checkout'));
    const firstStatus = page.waitForResponse(isCall('GET', '/api/billing/checkout-status'));
    await pay.click();
    expect((await created).status()).toBe(200);
    const session = (await (await created).json()) as CheckoutResponse;
    expect(session.url).toBe(`${stripe.url}/pay/${session.sessionId}`);

    // 4. The stand-in "paid" and redirected back; its events are held, as if Stripe were slow.
    await page.waitForURL((url) => url.pathname === '/subscription-success');
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(session.sessionId);
    const successUrl = at(`/subscription-success?session_id=${session.sessionId}`);
    const route = [
      at('/checkout-redirect?plan=pro_yearly'),
      `${stripe.url}/pay/${session.sessionId}`,
      successUrl,
    ];
    expect(inOrder(trail, route)).toEqual(route);
    expect(relay.held.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
    ]);

    // What the app asked Stripe for: one customer, reused by one subscription session.
    const customers = stripe.requestsTo('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.body).toMatchObject({ email, metadata: { userId: String(userId) } });
    const [customerId] = [...stripe.customers.keys()];
    const sessions = stripe.requestsTo('POST', '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: PRICES.proYearly, quantity: '1' }],
      customer: customerId,
      client_reference_id: String(userId),
      metadata: { kind: 'subscription', plan: 'pro_yearly', userId: String(userId) },
      success_url: `${server.url}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/pricing`,
    });

    // Paid at Stripe but not applied here: the page says it is confirming, never "Pro" yet.
    const pending = (await (await firstStatus).json()) as CheckoutStatusResponse;
    expect(pending).toMatchObject({ state: 'pending', plan: 'free', kind: 'subscription' });
    await main.getByRole('heading', { name: 'Confirming your payment…' }).waitFor();
    expect(await main.getByRole('heading', { name: 'Welcome to Pro' }).count()).toBe(0);
    expect((await billingOf(api)).plan).toBe('free');
    await expectAccessible(page);

    // 5. Stripe's events arrive; the page, still polling, shows Pro with its renewal date.
    expect(await relay.release()).toEqual([
      { type: 'customer.subscription.created', status: 200 },
      { type: 'checkout.session.completed', status: 200 },
    ]);
    await main.getByRole('heading', { name: 'Welcome to Pro' }).waitFor();
    const subscriptionId = String(stripe.sessions.get(session.sessionId)!.subscription);
    const periodEnd = (
      stripe.subscriptions.get(subscriptionId)!.items as {
        data: { current_period_end: number }[];
      }
    ).data[0]!.current_period_end;
    // A billing date, on its UTC day like Stripe's, as this browser's language writes it.
    const end = await utcDayInBrowser(page, periodEnd * 1000);
    await main.getByText(`Pro renews on ${end}.`).waitFor();
    await expectAccessible(page);

    // 6. Back in the builder, the same Publish now goes through.
    await page.goto(at(`/forms/${formId}/edit`));
    await page.getByRole('textbox', { name: 'Form title' }).waitFor();
    const published = page.waitForResponse(isCall('POST', `/api/forms/${formId}/publish`));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await published).status()).toBe(200);
    await page.getByRole('dialog', { name: 'Your form is live' }).waitFor();
    const asPro = await billingOf(api);
    expect(asPro).toMatchObject({
      plan: 'pro',
      subscription: { source: 'stripe', plan: 'pro_yearly', status: 'active', autoRenewal: true },
      publishing: { limit: null, counted: 2 },
    });

    // 7. /cancel-subscription states the date Pro ends, and cancelling keeps Pro until then.
    await page.goto(at('/cancel-subscription'));
    await main.getByRole('heading', { name: `Pro ends on ${end} if you cancel` }).waitFor();
    await expectAccessible(page);
    const cancelled = page.waitForResponse(isCall('POST', '/api/billing/cancel'));
    await main.getByRole('button', { name: 'Cancel subscription' }).click();
    expect((await cancelled).status()).toBe(200);
    await main.getByRole('heading', { name: 'Your subscription is cancelled' }).waitFor();
    await main.getByText(`Pro stays active until ${end}.`, { exact: false }).waitFor();
    const updates = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(updates.map((r) => r.body)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(await billingOf(api)).toMatchObject({
      plan: 'pro',
      subscription: {
        autoRenewal: false,
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      },
    });

    // 8. /billing: still Pro, the end date, auto-renewal off, and nothing left to cancel.
    await main.getByRole('link', { name: 'Back to billing' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    await main.getByRole('heading', { name: 'Pro plan' }).waitFor();
    const row = (term: string) =>
      main
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: term }) })
        .locator('dd');
    expect(await row('Pro ends on').innerText()).toBe(end);
    expect(await row('Billing').innerText()).toBe('Yearly');
    const renewal = main.getByRole('switch', { name: 'Auto-renewal' });
    expect(await renewal.getAttribute('aria-checked')).toBe('false');
    await main.getByText(`Off: Pro ends on ${end}. Turn it on to keep Pro.`).waitFor();
    expect(await main.getByRole('link', { name: 'Cancel subscription' }).count()).toBe(0);
    await expectAccessible(page);

    // The API client logs every refused call: the one refused publish, and nothing else.
    expect(realErrors(errors)).toEqual([
      expect.stringContaining(`/api/forms/${formId}/publish failed: 403`),
    ]);
    await context.close();
    await api.dispose();
  }, 240_000);
});
