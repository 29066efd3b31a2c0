import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { BillingPage } from './billing-page';
import {
  billingFixture,
  expectNoAxeViolations,
  proBillingFixture,
  renderScreen,
} from './billing-test-support';

const GB = 1024 ** 3;

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderWithStorage(usedBytes: number, pro = false) {
  const state = pro
    ? proBillingFixture({ storage: { usedBytes, quotaBytes: 50 * GB } })
    : billingFixture({ storage: { usedBytes, quotaBytes: GB } });
  mockApi({ 'GET /api/billing': jsonResponse(state) });
  const view = renderScreen(<BillingPage />, { path: '/billing' });
  await screen.findByRole('heading', { level: 2, name: 'Storage' }, { timeout: 5000 });
  return view;
}

describe('the storage card on /billing', () => {
  it('shows the storage used against the plan, as a bar and in words', async () => {
    const { container } = await renderWithStorage(300 * 1024 * 1024);
    expect(screen.getByText('300 MB of 1 GB used')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '300 MB of 1 GB used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('29');
    expect(bar.getAttribute('aria-valuetext')).toBe('29%: 300 MB of 1 GB used');
    expect(screen.queryByText(/almost full/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('warns from 80 % and suggests Pro on Free', async () => {
    const { container } = await renderWithStorage(Math.round(0.85 * GB));
    expect(screen.getByText('870.4 MB of 1 GB used')).toBeTruthy();
    expect(
      screen.getByText(
        'Your storage is almost full. When it is full, your forms stop accepting file uploads. Delete responses with files you no longer need, or upgrade to Pro for more room.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when it is full, the bar stopping at 100 % however far past the last file went', async () => {
    const { container } = await renderWithStorage(GB + 20 * 1024 * 1024);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your storage is full: your forms no longer accept file uploads. Delete responses with files you no longer need, or upgrade to Pro for more room.',
    );
    await expectNoAxeViolations(container);
  });

  it('shows Pro its own quota, without an upgrade', async () => {
    await renderWithStorage(48 * GB, true);
    expect(screen.getByText('48 GB of 50 GB used')).toBeTruthy();
    expect(screen.getByText(/Delete responses with files you no longer need\.$/)).toBeTruthy();
  });
});
