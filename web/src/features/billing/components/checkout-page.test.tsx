import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import type * as LeaveSite from '../api/leave-site';
import { leaveFor } from '../api/leave-site';
import {
  billingFixture,
  expectNoAxeViolations,
  plansFixture,
  proBillingFixture,
  renderScreen,
} from './billing-test-support';
import { CheckoutPage } from './checkout-page';
import { CheckoutRedirectPage } from './checkout-redirect-page';
import { eventually } from '../../../test-support/eventually';

// jsdom cannot leave for Stripe: the hand-over is recorded instead.
vi.mock('../api/leave-site', async (importOriginal) => ({
  ...(await importOriginal<typeof LeaveSite>()),
  leaveFor: vi.fn(),
}));

const STRIPE_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

/** /checkout and /checkout-redirect as the router has them, so the hand-over can be followed. */
const checkoutRoutes = (
  <Switch>
    <Route path="/checkout">
      <CheckoutPage />
    </Route>
    <Route path="/checkout-redirect">
      <CheckoutRedirectPage />
    </Route>
  </Switch>
);

function serverWith(billing = billingFixture(), plans = plansFixture()) {
  return mockApi({
    'GET /api/billing/plans': jsonResponse(plans),
    'GET /api/billing': jsonResponse(billing),
    'POST /api/billing/checkout': jsonResponse({ url: STRIPE_URL, sessionId: 'cs_test_1' }),
  });
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(leaveFor).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkout', () => {
  it('sends a guest to sign in first, and back to this checkout afterwards', async () => {
    const api = serverWith();
    renderScreen(checkoutRoutes, { path: '/checkout?plan=pro_yearly', user: null });
    await eventually(() => expect(window.location.pathname).toBe('/auth'));
    expect(window.location.search).toBe(
      `?redirect=${encodeURIComponent('/checkout?plan=pro_yearly')}`,
    );
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
  });

  it('waits for the session with a spinner before deciding', () => {
    serverWith();
    renderScreen(checkoutRoutes, { path: '/checkout', user: 'pending' });
    expect(screen.getByText('Checking your session…')).toBeTruthy();
  });

  it('reviews Pro, switches the period, then creates the session and hands over to Stripe', async () => {
    const api = serverWith();
    const { container } = renderScreen(checkoutRoutes, { path: '/checkout?plan=pro_yearly' });
    await screen.findByRole('heading', { name: 'Pro, billed yearly' }, { timeout: 5000 });
    expect(screen.getByText('$120')).toBeTruthy();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await screen.findByRole('heading', { name: 'Pro, billed monthly' });
    expect(window.location.search).toBe('?plan=pro_monthly');
    expect(screen.getByText('$12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await eventually(() => expect(leaveFor).toHaveBeenCalledWith(STRIPE_URL, { replace: true }));
    expect(api.callsTo('POST /api/billing/checkout').map((call) => call.body)).toEqual([
      { kind: 'subscription', plan: 'pro_monthly' },
    ]);
    // Through /checkout-redirect, with Stripe's address kept out of the address bar.
    expect(window.location.pathname).toBe('/checkout-redirect');
    expect(window.location.search).toBe('?plan=pro_monthly');
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe(
      STRIPE_URL,
    );
  });

  it('sells the credit pack with the balance beside it', async () => {
    const api = serverWith(billingFixture({ credits: 2 }));
    renderScreen(checkoutRoutes, { path: '/checkout?plan=credits_10' });
    await screen.findByRole('heading', { name: '10 credits' }, { timeout: 5000 });
    expect(screen.getByText('$10')).toBeTruthy();
    expect(screen.getByText('You have 2 credits now.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to payment' }));
    await eventually(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/billing/checkout')[0]?.body).toEqual({
      kind: 'credits',
      pack: 'credits_10',
    });
  });

  it('explains that payments are off instead of offering to pay', async () => {
    const api = serverWith(
      billingFixture({ paymentsEnabled: false }),
      plansFixture({ paymentsEnabled: false }),
    );
    const { container } = renderScreen(checkoutRoutes, { path: '/checkout' });
    const pay = await screen.findByRole(
      'button',
      { name: 'Continue to payment' },
      { timeout: 5000 },
    );
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(pay.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Payments are not configured on this server.',
    );
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('tells a Pro user they already have it, with the renewal date', async () => {
    serverWith(proBillingFixture());
    renderScreen(checkoutRoutes, { path: '/checkout?plan=pro_monthly' });
    await screen.findByRole('heading', { name: "You're already on Pro" }, { timeout: 5000 });
    expect(screen.getByText(/renews on Apr 15, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(
      '/billing',
    );
  });

  it("says what went wrong when Stripe can't be reached, and stays on the page", async () => {
    const api = serverWith();
    api.on('POST /api/billing/checkout', () =>
      jsonResponse({ message: 'Stripe is unreachable', code: 'PAYMENT_PROVIDER_ERROR' }, 502),
    );
    renderScreen(checkoutRoutes, { path: '/checkout?plan=pro_monthly' });
    const pay = await screen.findByRole(
      'button',
      { name: 'Continue to payment' },
      { timeout: 5000 },
    );
    await userEvent.setup().click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment provider could not be reached. Nothing was charged; please try again.',
    );
    expect(window.location.pathname).toBe('/checkout');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('asks to choose a plan when the link names none we sell', async () => {
    serverWith();
    renderScreen(checkoutRoutes, { path: '/checkout?plan=gold' });
    await screen.findByRole('heading', { name: 'Choose what to buy' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toBeTruthy();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    const api = serverWith();
    let fail = true;
    api.on('GET /api/billing/plans', () =>
      fail ? new Response('', { status: 500 }) : jsonResponse(plansFixture()),
    );
    renderScreen(checkoutRoutes, { path: '/checkout?plan=pro_monthly' });
    await screen.findByRole('heading', { name: "Couldn't load your order" }, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Pro, billed monthly' });
  });
});
