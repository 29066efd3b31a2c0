/**
 * The billing screens in Chromium (issue 15): every one at 360 px (no sideways scrolling) and at
 * 1280 px, with axe including contrast, which jsdom cannot measure. The free account's screens
 * come from the real server, which runs here without Stripe (payments not configured); Pro,
 * a failed payment, the ledger and a confirmed checkout are the server's answers replayed with
 * `page.route`, so their layout is checked too (their contents are the server tests' business).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingState, CheckoutStatusResponse, PlansResponse } from '@core/api/billing';
import { appUrl, axeViolations, launchBrowser, newPage } from './support/browser';
import { gotoAsGuest } from './support/guest-session';
import { literal, utcDayInBrowser } from './support/viewer-dates';

const PASSWORD = 'correct horse battery';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Registers (and so signs in) once the app's guest session has answered, else its cookie wins. */
async function register(page: Page): Promise<void> {
  await gotoAsGuest(page, appUrl('/'));
  const username = `bill-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const status = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  );
  expect(status).toBe(201);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Opens `path`, waits for what proves it rendered, then checks the layout and axe. */
async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(appUrl(path));
  await ready(page);
  expect({ path, sideways: await sideways(page) }).toEqual({ path, sideways: false });
  expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor();

const plans: PlansResponse = {
  paymentsEnabled: true,
  plans: [
    {
      id: 'free',
      name: 'Free',
      interval: null,
      amountCents: 0,
      currency: 'usd',
      publishedFormLimit: 3,
      storageQuotaBytes: 1024 ** 3,
      available: true,
    },
    {
      id: 'pro_monthly',
      name: 'Pro',
      interval: 'month',
      amountCents: 1200,
      currency: 'usd',
      publishedFormLimit: null,
      storageQuotaBytes: 50 * 1024 ** 3,
      available: true,
    },
    {
      id: 'pro_yearly',
      name: 'Pro',
      interval: 'year',
      amountCents: 12000,
      currency: 'usd',
      publishedFormLimit: null,
      storageQuotaBytes: 50 * 1024 ** 3,
      available: true,
    },
  ],
  creditPacks: [
    {
      id: 'credits_10',
      credits: 10,
      amountCents: 1000,
      currency: 'usd',
      publishDays: 30,
      available: true,
    },
  ],
};

const pro: BillingState = {
  paymentsEnabled: true,
  plan: 'pro',
  subscription: {
    source: 'stripe',
    plan: 'pro_yearly',
    status: 'past_due',
    currentPeriodEnd: '2026-09-30T12:00:00.000Z',
    autoRenewal: true,
  },
  portalAvailable: true,
  credits: 12,
  publishing: {
    limit: null,
    counted: 14,
    overLimit: false,
    activeCredits: [
      {
        formId: 'f1',
        formTitle: 'Customer satisfaction survey for the autumn product launch events',
        expiresAt: '2026-10-01T00:00:00.000Z',
      },
    ],
  },
  storage: { usedBytes: 3 * 1024 ** 3, quotaBytes: 50 * 1024 ** 3 },
  ledger: {
    items: [
      {
        id: 3,
        amount: -1,
        type: 'publish',
        description:
          'Published “Customer satisfaction survey for the autumn product launch events”',
        createdAt: '2026-09-01T10:00:00.000Z',
        status: 'completed',
        relatedEntityType: 'form',
        relatedEntityId: 'f1',
      },
      {
        id: 2,
        amount: 10,
        type: 'purchase',
        description: null,
        createdAt: '2026-08-20T10:00:00.000Z',
        status: 'completed',
        relatedEntityType: null,
        relatedEntityId: null,
      },
    ],
    nextCursor: 2,
  },
};

const confirmed: CheckoutStatusResponse = {
  sessionId: 'cs_test_e2e',
  kind: 'subscription',
  state: 'complete',
  plan: 'pro_yearly',
  credits: 0,
  subscriptionEndDate: '2027-09-30T12:00:00.000Z',
};

/** The server's answers for a Pro subscriber, replayed (GETs only; nothing is changed). */
async function replayPro(page: Page) {
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route(/\/api\/billing$/, (route) => route.fulfill(json(pro)));
  await page.route(/\/api\/billing\/plans$/, (route) => route.fulfill(json(plans)));
  await page.route(/\/api\/billing\/checkout-status\?/, (route) => route.fulfill(json(confirmed)));
}

describe('the billing screens', () => {
  for (const width of [360, 1280]) {
    it(`fit a ${width} px screen without axe violations, for a free account (no Stripe here)`, async () => {
      const { page, context } = await newPage(browser, { width, height: 740 });
      await register(page);
      await check(page, '/pricing', (p) =>
        p.getByText('Payments are not configured on this server.').first().waitFor(),
      );
      await page.getByRole('radio', { name: /Yearly/ }).click();
      await page.getByText('per year').waitFor();
      expect(await sideways(page)).toBe(false);
      await check(page, '/checkout?plan=pro_yearly', heading('Pro, billed yearly'));
      await check(page, '/checkout?plan=credits_10', heading('10 credits'));
      await check(page, '/billing', heading('Free plan'));
      await check(page, '/cancel-subscription', heading('No active subscription'));
      await check(page, '/subscription-success', heading('No payment to confirm'));
      await check(page, '/checkout-redirect', heading('Nothing to pay for'));
      await context.close();
    });

    it(`fit a ${width} px screen without axe violations, for Pro with a failed payment`, async () => {
      const { page, context } = await newPage(browser, { width, height: 740 });
      await register(page);
      await replayPro(page);
      await check(page, '/billing', (p) =>
        p.getByRole('button', { name: 'Manage payment method and invoices' }).waitFor(),
      );
      const end = await utcDayInBrowser(page, pro.subscription!.currentPeriodEnd!);
      await check(
        page,
        '/cancel-subscription',
        heading(new RegExp(`^Pro ends on ${literal(end)}`)),
      );
      await check(page, '/subscription-success?session_id=cs_test_e2e', heading('Welcome to Pro'));
      await check(page, '/pricing', (p) =>
        p.getByRole('link', { name: 'Manage billing' }).waitFor(),
      );
      await context.close();
    });
  }

  it('sends a guest from /checkout to sign in, and back to the same checkout', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(appUrl('/checkout?plan=credits_10'));
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout?plan=credits_10');
    await context.close();
  });
});
