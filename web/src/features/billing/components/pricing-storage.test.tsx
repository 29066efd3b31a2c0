import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { expectNoAxeViolations, plansFixture, renderScreen } from './billing-test-support';
import { PricingPage } from './pricing-page';

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

describe("the pricing page's storage rows (issue 20)", () => {
  it("compares each plan's file storage, as the server defines it", async () => {
    const plans = plansFixture();
    plans.plans[0]!.storageQuotaBytes = 2 * 1024 ** 3;
    mockApi({ 'GET /api/billing/plans': jsonResponse(plans) });
    const { container } = renderScreen(<PricingPage />, { user: null });
    await screen.findByRole('heading', { level: 2, name: 'Pro' }, { timeout: 5000 });
    expect(within(card('Free')).getByText('2 GB of file storage')).toBeTruthy();
    expect(within(card('Pro')).getByText('50 GB of file storage')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
