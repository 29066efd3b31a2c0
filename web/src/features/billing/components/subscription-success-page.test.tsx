import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutStatusResponse } from '@core/api/billing';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { expectNoAxeViolations, renderScreen } from './billing-test-support';
import { SubscriptionSuccessPage } from './subscription-success-page';
import { eventually } from '../../../test-support/eventually';

const STATUS = 'GET /api/billing/checkout-status?session_id=cs_test_9';
const PATH = '/subscription-success?session_id=cs_test_9';

function status(overrides: Partial<CheckoutStatusResponse>): CheckoutStatusResponse {
  return {
    sessionId: 'cs_test_9',
    kind: 'subscription',
    state: 'pending',
    plan: 'free',
    credits: 0,
    subscriptionEndDate: null,
    ...overrides,
  };
}

const pending = () => jsonResponse(status({}));
const proApplied = () =>
  jsonResponse(
    status({
      state: 'complete',
      plan: 'pro_monthly',
      subscriptionEndDate: '2026-04-15T12:00:00.000Z',
    }),
  );

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the subscription success page', () => {
  it('waits while the server has not applied the payment, then shows Pro', async () => {
    const api = mockApi();
    // Stripe's webhook lands after the buyer: two polls answer "pending" before "complete".
    let polls = 0;
    api.on(STATUS, () => {
      polls += 1;
      return polls <= 2 ? pending() : proApplied();
    });
    const { container, client } = renderScreen(<SubscriptionSuccessPage pollIntervalMs={25} />, {
      path: PATH,
    });
    await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Welcome to Pro' })).toBeNull();
    await expectNoAxeViolations(container);

    await screen.findByRole('heading', { name: 'Welcome to Pro' }, { timeout: 5000 });
    expect(screen.getByText('Pro renews on Apr 15, 2026.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Confirming your payment…' })).toBeNull();
    expect(api.callsTo(STATUS)).toHaveLength(3);
    // The user (plan, credits) is read afresh everywhere else.
    expect(client.getQueryState(['/api/user'])?.isInvalidated).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('says so plainly when confirmation takes long, keeps checking, and never claims success', async () => {
    const api = mockApi({ [STATUS]: pending() });
    renderScreen(<SubscriptionSuccessPage pollIntervalMs={25} slowAfterMs={100} />, {
      path: PATH,
    });
    await screen.findByText(/This is taking longer than usual/, undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Go to billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    const seen = api.callsTo(STATUS).length;
    await eventually(() => expect(api.callsTo(STATUS).length).toBeGreaterThan(seen));
    expect(screen.queryByRole('heading', { name: 'Welcome to Pro' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
  });

  it('shows the new balance after a credit pack', async () => {
    mockApi({
      [STATUS]: jsonResponse(status({ kind: 'credits', state: 'complete', credits: 12 })),
    });
    renderScreen(<SubscriptionSuccessPage />, { path: PATH });
    await screen.findByRole('heading', { name: 'Your credits are ready' }, { timeout: 5000 });
    expect(screen.getByText(/Your balance is now 12 credits\./)).toBeTruthy();
  });

  it('says nothing was charged when checkout expired', async () => {
    mockApi({ [STATUS]: jsonResponse(status({ state: 'expired' })) });
    const { container } = renderScreen(<SubscriptionSuccessPage />, { path: PATH });
    await screen.findByRole('heading', { name: 'Checkout was not completed' }, { timeout: 5000 });
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('explains the page when it is opened without a checkout', async () => {
    const api = mockApi();
    const { container } = renderScreen(<SubscriptionSuccessPage />, {
      path: '/subscription-success',
    });
    await screen.findByRole('heading', { name: 'No payment to confirm' }, { timeout: 5000 });
    expect(api.calls).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('says when the checkout is unknown, with no retry that could not help', async () => {
    mockApi({ [STATUS]: jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404) });
    renderScreen(<SubscriptionSuccessPage />, { path: PATH });
    await screen.findByRole(
      'heading',
      { name: "We couldn't find this payment" },
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the check fails', async () => {
    const api = mockApi();
    api.on(STATUS, () => new Response('', { status: 503, statusText: 'Unavailable' }));
    renderScreen(<SubscriptionSuccessPage />, { path: PATH });
    await screen.findByRole('heading', { name: "Couldn't check your payment" }, { timeout: 5000 });
    api.on(STATUS, proApplied);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Welcome to Pro' });
  });
});
