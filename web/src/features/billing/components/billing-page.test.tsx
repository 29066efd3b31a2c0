import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LeaveSite from '../api/leave-site';
import { leaveFor } from '../api/leave-site';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { BillingPage } from './billing-page';
import {
  billingFixture,
  expectNoAxeViolations,
  ledgerEntry,
  proBillingFixture,
  renderScreen,
} from './billing-test-support';
import { eventually } from '../../../test-support/eventually';

vi.mock('../api/leave-site', async (importOriginal) => ({
  ...(await importOriginal<typeof LeaveSite>()),
  leaveFor: vi.fn(),
}));

/** The "term: value" rows of the plan card. */
function planRows() {
  const list = screen.getByRole('heading', { name: /plan$/ }).closest('[data-slot="card"]');
  return Object.fromEntries(
    [...(list?.querySelectorAll('dl > div') ?? [])].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );
}

const findPlan = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(leaveFor).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the billing page', () => {
  it('shows a free account: its limit, an upgrade, no credits and an empty ledger', async () => {
    mockApi({ 'GET /api/billing': jsonResponse(billingFixture()) });
    const { container } = renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Free plan');
    expect(planRows()).toEqual({ 'Published forms': '1 of 3' });
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/checkout?plan=credits_10',
    );
    expect(screen.getByText('credits available')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No credit activity yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage payment method and invoices' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows Pro with its renewal date, and turns auto-renewal off and on', async () => {
    // The server as it behaves: the switch changes what GET /api/billing answers next.
    let current = proBillingFixture();
    const api = mockApi();
    api.on('GET /api/billing', () => jsonResponse(current));
    api.on('PUT /api/billing/auto-renewal', () => {
      const body = api.callsTo('PUT /api/billing/auto-renewal').at(-1)?.body as {
        autoRenewal: boolean;
      };
      current = {
        ...current,
        subscription: { ...current.subscription!, autoRenewal: body.autoRenewal },
      };
      return jsonResponse({
        subscription: current.subscription,
        endsAt: body.autoRenewal ? null : '2026-04-15T12:00:00.000Z',
      });
    });
    const { container } = renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Pro plan');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(planRows()).toEqual({
      Billing: 'Monthly',
      'Renews on': 'Apr 15, 2026',
      'Published forms': '7 (unlimited)',
    });
    const renewal = screen.getByRole('switch', { name: 'Auto-renewal' });
    expect(renewal.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('link', { name: 'Cancel subscription' }).getAttribute('href')).toBe(
      '/cancel-subscription',
    );
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(renewal);
    await eventually(() => expect(renewal.getAttribute('aria-checked')).toBe('false'));
    expect(api.callsTo('PUT /api/billing/auto-renewal')[0]?.body).toEqual({ autoRenewal: false });
    await screen.findByText('Auto-renewal is off');
    expect(
      screen.getByText('Pro stays until Apr 15, 2026, then your account moves to the Free plan.'),
    ).toBeTruthy();
    expect(planRows()['Pro ends on']).toBe('Apr 15, 2026');
    expect(screen.queryByRole('link', { name: 'Cancel subscription' })).toBeNull();

    // By keyboard: Space on the focused switch turns renewal back on.
    renewal.focus();
    await user.keyboard(' ');
    await eventually(() => expect(renewal.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('PUT /api/billing/auto-renewal')[1]?.body).toEqual({ autoRenewal: true });
    expect(planRows()['Renews on']).toBe('Apr 15, 2026');
  });

  it('keeps the switch as it was when the change fails, and says why', async () => {
    mockApi({
      'GET /api/billing': jsonResponse(proBillingFixture()),
      'PUT /api/billing/auto-renewal': jsonResponse(
        { message: 'Stripe is down', code: 'PAYMENT_PROVIDER_ERROR' },
        502,
      ),
    });
    renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Pro plan');
    const renewal = screen.getByRole('switch', { name: 'Auto-renewal' });
    await userEvent.setup().click(renewal);
    await screen.findByText("Couldn't change auto-renewal");
    expect(renewal.getAttribute('aria-checked')).toBe('true');
  });

  it("opens Stripe's portal for the payment method and invoices", async () => {
    const api = mockApi({
      'GET /api/billing': jsonResponse(proBillingFixture()),
      'POST /api/billing/portal': jsonResponse({ url: 'https://billing.stripe.test/p/session_1' }),
    });
    renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Pro plan');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Manage payment method and invoices' }));
    await eventually(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'),
    );
    expect(api.callsTo('POST /api/billing/portal')).toHaveLength(1);
  });

  it('warns when a payment failed', async () => {
    mockApi({
      'GET /api/billing': jsonResponse(
        proBillingFixture({
          subscription: { ...proBillingFixture().subscription!, status: 'past_due' },
        }),
      ),
    });
    renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Pro plan');
    expect(screen.getByText('Payment failed')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^Your last payment failed\./);
  });

  it('explains what happens when more forms are published than Free allows', async () => {
    mockApi({
      'GET /api/billing': jsonResponse(
        billingFixture({
          subscription: {
            source: 'stripe',
            plan: 'pro_yearly',
            status: 'canceled',
            currentPeriodEnd: '2026-02-01T00:00:00.000Z',
            autoRenewal: false,
          },
          publishing: { limit: 3, counted: 5, overLimit: true, activeCredits: [] },
        }),
      ),
    });
    renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Free plan');
    expect(
      screen.getByText(
        /You have 5 published forms and the Free plan allows 3\. They stay published/,
      ),
    ).toBeTruthy();
    expect(planRows()['Pro ended on']).toBe('Feb 1, 2026');
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('lists the ledger newest first and pages back through it', async () => {
    const api = mockApi({
      'GET /api/billing': jsonResponse(
        billingFixture({
          credits: 9,
          publishing: {
            limit: 3,
            counted: 3,
            overLimit: false,
            activeCredits: [
              { formId: 'f1', formTitle: 'Survey', expiresAt: '2026-04-01T00:00:00.000Z' },
            ],
          },
          ledger: {
            items: [
              ledgerEntry(7, { amount: -1, type: 'publish', description: 'Published “Survey”' }),
              ledgerEntry(6, { amount: 10 }),
            ],
            nextCursor: 6,
          },
        }),
      ),
      'GET /api/billing/ledger?before=6&limit=20': jsonResponse({
        items: [ledgerEntry(2, { amount: 5, type: 'grant' })],
        nextCursor: null,
      }),
    });
    const { container } = renderScreen(<BillingPage />, { path: '/billing' });
    const table = await screen.findByRole('table', { name: 'Credit history, newest first' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('td')].slice(1).map((td) => td.textContent));
    expect(rows()).toEqual([
      ['Published “Survey”', '\u22121'],
      ['Credits bought', '+10'],
    ]);
    expect(screen.getByRole('link', { name: 'Survey' }).getAttribute('href')).toBe(
      '/forms/f1/edit',
    );
    expect(screen.getByText('until Apr 1, 2026')).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older entries' }));
    await eventually(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toEqual(['Credits given by an administrator', '+5']);
    expect(api.callsTo('GET /api/billing/ledger?before=6&limit=20')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('explains that payments are off on the upgrade and credit buttons', async () => {
    mockApi({ 'GET /api/billing': jsonResponse(billingFixture({ paymentsEnabled: false })) });
    renderScreen(<BillingPage />, { path: '/billing' });
    await findPlan('Free plan');
    for (const name of ['Upgrade to Pro', 'Buy credits']) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('Payments are not configured on this server.');
    }
  });

  it('shows a loading state, then a retry when billing fails to load', async () => {
    let fail = true;
    const api = mockApi();
    api.on('GET /api/billing', () =>
      fail ? new Response('', { status: 500 }) : jsonResponse(billingFixture()),
    );
    const { container } = renderScreen(<BillingPage />, { path: '/billing' });
    expect(screen.getByText('Loading billing…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load billing" }, { timeout: 5000 });
    await expectNoAxeViolations(container);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await findPlan('Free plan');
  });
});
