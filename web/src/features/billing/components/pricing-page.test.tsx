import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICING_INTRO } from '@core/api/billing';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  billingFixture,
  expectNoAxeViolations,
  plansFixture,
  proBillingFixture,
  renderScreen,
} from './billing-test-support';
import { PricingPage } from './pricing-page';
import { eventually } from '../../../test-support/eventually';

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('[data-slot="card"]') as HTMLElement;

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pricing page', () => {
  it("shows the server's plans, and the toggle switches Pro between monthly and yearly", async () => {
    mockApi({ 'GET /api/billing/plans': jsonResponse(plansFixture()) });
    const { container } = renderScreen(<PricingPage />, { user: null });
    // The first render of a test file also loads its modules: allow for a cold start.
    await screen.findByRole('heading', { level: 2, name: 'Pro' }, { timeout: 5000 });

    const free = card('Free');
    expect(within(free).getByText('$0')).toBeTruthy();
    expect(within(free).getByText('Up to 3 published forms at a time')).toBeTruthy();
    expect(within(free).getByRole('link', { name: 'Create a form' }).getAttribute('href')).toBe(
      '/forms/new',
    );

    const pro = card('Pro');
    expect(within(pro).getByText('$12')).toBeTruthy();
    expect(within(pro).getByText('per month')).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/checkout?plan=pro_monthly',
    );

    const user = userEvent.setup();
    const yearly = screen.getByRole('radio', { name: /Yearly/ });
    // $120 a year against 12 × $12: the yearly option names its saving.
    expect(yearly.textContent).toContain('Save 17%');
    await user.click(yearly);
    expect(yearly.getAttribute('aria-checked')).toBe('true');
    expect(within(pro).getByText('$120')).toBeTruthy();
    expect(within(pro).getByText('$10 a month, billed yearly')).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/checkout?plan=pro_yearly',
    );

    // By keyboard: the arrow keys move between the two periods.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(pro).getByText('$12')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Buy 10 credits' }).getAttribute('href')).toBe(
      '/checkout?plan=credits_10',
    );
    expect(screen.getByRole('heading', { name: '10 credits for $10' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('explains on each button that payments are not configured on this server', async () => {
    mockApi({ 'GET /api/billing/plans': jsonResponse(plansFixture({ paymentsEnabled: false })) });
    const { container } = renderScreen(<PricingPage />, { user: null });
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Pro' });
    expect((upgrade as HTMLButtonElement).disabled).toBe(true);
    expect(upgrade.getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(upgrade.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Payments are not configured on this server.');
    const buy = screen.getByRole('button', { name: 'Buy 10 credits' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(screen.getAllByText('Payments are not configured on this server.')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it("marks the signed-in user's plan: Pro leads to billing instead of checkout", async () => {
    mockApi({
      'GET /api/billing/plans': jsonResponse(plansFixture()),
      'GET /api/billing': jsonResponse(proBillingFixture()),
    });
    renderScreen(<PricingPage />);
    const manage = await screen.findByRole('link', { name: 'Manage billing' });
    expect(manage.getAttribute('href')).toBe('/billing');
    expect(within(card('Pro')).getByText('Your plan')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('marks Free as the plan of a signed-in free user', async () => {
    mockApi({
      'GET /api/billing/plans': jsonResponse(plansFixture()),
      'GET /api/billing': jsonResponse(billingFixture()),
    });
    renderScreen(<PricingPage />);
    await eventually(() => expect(within(card('Free')).getByText('Your plan')).toBeTruthy());
    expect(within(card('Free')).getByRole('link', { name: 'Go to dashboard' })).toBeTruthy();
    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
  });

  it('shows a loading state, then a retry when the plans fail to load', async () => {
    let answer = () => new Response('', { status: 500, statusText: 'Server Error' });
    const api = mockApi();
    api.on('GET /api/billing/plans', () => answer());
    const { container } = renderScreen(<PricingPage />, { user: null });
    expect(screen.getByText('Loading plans…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();

    await screen.findByRole('heading', { name: "Couldn't load the plans" });
    await expectNoAxeViolations(container);
    answer = () => jsonResponse(plansFixture());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Pro' });
    expect(screen.queryByRole('heading', { name: "Couldn't load the plans" })).toBeNull();
    expect(api.callsTo('GET /api/billing/plans')).toHaveLength(2);
    // A guest has no plan to mark, so the billing state is never asked for.
    expect(api.callsTo('GET /api/billing')).toHaveLength(0);
  });

  it("shows the admin's pricing copy above the plans, with its links inside the app", async () => {
    const api = mockApi({
      'GET /api/billing/plans': jsonResponse(plansFixture()),
      'GET /api/site-content/pricing': jsonResponse({
        slug: 'pricing',
        title: 'Pricing',
        contentType: 'pricing',
        html: '<p>Nonprofits get <strong>half off</strong>: see <a href="/help" rel="noopener">help</a>.</p>',
        metaDescription: null,
        path: '/pricing',
        updatedAt: '2026-03-01T10:00:00.000Z',
      }),
    });
    const { container } = renderScreen(<PricingPage />, { path: '/pricing', user: null });
    const emphasis = await screen.findByText('half off', {}, { timeout: 5000 });
    await screen.findByRole('heading', { level: 2, name: 'Pro' });
    // Above the plans: the copy comes before the billing period toggle in the document.
    const toggle = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(
      emphasis.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // A same-site link is followed by the app's router, not a page load.
    await userEvent.setup().click(screen.getByRole('link', { name: 'help' }));
    expect(window.location.pathname).toBe('/help');
    expect(api.callsTo('GET /api/site-content/pricing')).toHaveLength(1);
    // The copy introduces the page: the usual line would say the same thing twice.
    expect(screen.queryByText(PRICING_INTRO)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is as before when no pricing page is active (the copy answers 404), without an error', async () => {
    const api = mockApi({ 'GET /api/billing/plans': jsonResponse(plansFixture()) });
    renderScreen(<PricingPage />, { user: null });
    await screen.findByRole('heading', { level: 2, name: 'Pro' }, { timeout: 5000 });
    await eventually(() => expect(api.callsTo('GET /api/site-content/pricing')).toHaveLength(1));
    // The 404 is an answer ("no copy"), so nothing is logged as a failed request.
    expect(console.error).not.toHaveBeenCalled();
    await screen.findByText(PRICING_INTRO);
    const header = screen.getByRole('heading', { level: 1, name: 'Pricing' }).parentElement!;
    expect(
      header.parentElement!.nextElementSibling?.querySelector('[role="radiogroup"]'),
    ).toBeTruthy();
  });
});
