import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  billingFixture,
  expectNoAxeViolations,
  plansFixture,
  proBillingFixture,
  renderScreen,
} from './billing-test-support';
import { CancelSubscriptionPage } from './cancel-subscription-page';

const PATH = '/cancel-subscription';
const pro = proBillingFixture();
const notRenewing = proBillingFixture({
  subscription: { ...pro.subscription!, autoRenewal: false },
});

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cancelling the subscription', () => {
  it('states the date Pro ends, cancels at that date, and confirms it', async () => {
    const api = mockApi({
      'GET /api/billing': jsonResponse(pro),
      'GET /api/billing/plans': jsonResponse(plansFixture()),
      'POST /api/billing/cancel': jsonResponse({
        subscription: notRenewing.subscription,
        endsAt: '2026-04-15T12:00:00.000Z',
      }),
    });
    const { container } = renderScreen(<CancelSubscriptionPage />, { path: PATH });
    await screen.findByRole(
      'heading',
      { name: 'Pro ends on Apr 15, 2026 if you cancel' },
      { timeout: 5000 },
    );
    expect(
      screen.getByText(/You keep Pro until Apr 15, 2026, and you are not charged again\./),
    ).toBeTruthy();
    await screen.findByText(
      'You can publish a new form only while fewer than 3 are published, or with a credit.',
    );
    expect(screen.getByRole('link', { name: 'Keep Pro' }).getAttribute('href')).toBe('/billing');
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('heading', { name: 'Your subscription is cancelled' });
    expect(screen.getByText(/^Pro stays active until Apr 15, 2026\./)).toBeTruthy();
    expect(api.callsTo('POST /api/billing/cancel')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('says what failed and lets the person try again', async () => {
    const api = mockApi({
      'GET /api/billing': jsonResponse(pro),
      'GET /api/billing/plans': jsonResponse(plansFixture()),
      'POST /api/billing/cancel': jsonResponse(
        { message: 'Stripe is down', code: 'PAYMENT_PROVIDER_ERROR' },
        502,
      ),
    });
    renderScreen(<CancelSubscriptionPage />, { path: PATH });
    const cancel = await screen.findByRole(
      'button',
      { name: 'Cancel subscription' },
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    await user.click(cancel);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment provider could not be reached. Nothing was charged; please try again.',
    );
    api.on('POST /api/billing/cancel', () =>
      jsonResponse({ subscription: notRenewing.subscription, endsAt: '2026-04-15T12:00:00.000Z' }),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByRole('heading', { name: 'Your subscription is cancelled' });
  });

  it('tells a subscriber who already cancelled when Pro ends', async () => {
    mockApi({ 'GET /api/billing': jsonResponse(notRenewing) });
    renderScreen(<CancelSubscriptionPage />, { path: PATH });
    await screen.findByRole('heading', { name: 'Already cancelled' }, { timeout: 5000 });
    expect(screen.getByText(/Pro ends on Apr 15, 2026\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('has nothing to cancel on a free account', async () => {
    mockApi({ 'GET /api/billing': jsonResponse(billingFixture()) });
    const { container } = renderScreen(<CancelSubscriptionPage />, { path: PATH });
    await screen.findByRole('heading', { name: 'No active subscription' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    await expectNoAxeViolations(container);
  });

  it('has no payment to stop when an administrator gave Pro', async () => {
    mockApi({
      'GET /api/billing': jsonResponse(
        proBillingFixture({
          subscription: {
            source: 'grant',
            plan: null,
            status: 'active',
            currentPeriodEnd: '2026-12-31T00:00:00.000Z',
            autoRenewal: false,
          },
          portalAvailable: false,
        }),
      ),
    });
    renderScreen(<CancelSubscriptionPage />, { path: PATH });
    await screen.findByRole('heading', { name: 'Nothing to cancel' }, { timeout: 5000 });
    expect(screen.getByText(/lasts until Dec 31, 2026/)).toBeTruthy();
  });

  it('offers a retry when the subscription cannot be loaded', async () => {
    let fail = true;
    const api = mockApi({ 'GET /api/billing/plans': jsonResponse(plansFixture()) });
    api.on('GET /api/billing', () =>
      fail ? new Response('', { status: 500 }) : jsonResponse(pro),
    );
    renderScreen(<CancelSubscriptionPage />, { path: PATH });
    expect(screen.getByText('Loading your subscription…')).toBeTruthy();
    await screen.findByRole(
      'heading',
      { name: "Couldn't load your subscription" },
      { timeout: 5000 },
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Cancel subscription' });
  });
});
