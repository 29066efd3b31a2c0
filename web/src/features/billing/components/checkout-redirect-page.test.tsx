import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import type * as LeaveSite from '../api/leave-site';
import { leaveFor } from '../api/leave-site';
import { expectNoAxeViolations, renderScreen } from './billing-test-support';
import { CheckoutRedirectPage } from './checkout-redirect-page';
import { eventually } from '../../../test-support/eventually';

vi.mock('../api/leave-site', async (importOriginal) => ({
  ...(await importOriginal<typeof LeaveSite>()),
  leaveFor: vi.fn(),
}));

const STRIPE_URL = 'https://checkout.stripe.test/c/pay/cs_test_2';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(leaveFor).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the checkout redirect', () => {
  it('leaves for the session /checkout created, replacing this page in the history', async () => {
    const api = mockApi();
    const { container } = renderScreen(<CheckoutRedirectPage />, {
      path: '/checkout-redirect?plan=pro_monthly',
      state: { checkoutUrl: STRIPE_URL },
    });
    await eventually(() => expect(leaveFor).toHaveBeenCalledWith(STRIPE_URL, { replace: true }));
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe(
      STRIPE_URL,
    );
    // The session already exists: none is created twice.
    expect(api.callsTo('POST /api/billing/checkout')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('creates the session itself when opened with a plan but no session (a link, or after sign-in)', async () => {
    const api = mockApi({
      'POST /api/billing/checkout': jsonResponse({ url: STRIPE_URL, sessionId: 'cs_test_2' }),
    });
    renderScreen(<CheckoutRedirectPage />, { path: '/checkout-redirect?plan=credits_10' });
    await eventually(() => expect(leaveFor).toHaveBeenCalledWith(STRIPE_URL, { replace: true }));
    expect(api.callsTo('POST /api/billing/checkout').map((call) => call.body)).toEqual([
      { kind: 'credits', pack: 'credits_10' },
    ]);
  });

  it('never follows a URL that is not a web address', async () => {
    const api = mockApi();
    renderScreen(<CheckoutRedirectPage />, {
      path: '/checkout-redirect',
      state: { checkoutUrl: 'javascript:alert(1)' },
    });
    await screen.findByRole('heading', { name: 'Nothing to pay for' }, { timeout: 5000 });
    expect(leaveFor).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('explains itself when there is nothing to pay for', async () => {
    const api = mockApi();
    const { container } = renderScreen(<CheckoutRedirectPage />, { path: '/checkout-redirect' });
    await screen.findByRole('heading', { name: 'Nothing to pay for' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'See plans and pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(api.calls).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('says why checkout could not open', async () => {
    mockApi({
      'POST /api/billing/checkout': jsonResponse(
        { message: 'Payments are not configured on this server.', code: 'PAYMENTS_NOT_CONFIGURED' },
        409,
      ),
    });
    renderScreen(<CheckoutRedirectPage />, { path: '/checkout-redirect?plan=pro_yearly' });
    await screen.findByRole('heading', { name: "Couldn't open checkout" }, { timeout: 5000 });
    expect(screen.getByText('Payments are not configured on this server.')).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
