/**
 * Test support for the billing screens (not used by the app): the server's answers as fixtures,
 * a render inside the app's providers at a given address, and axe.
 */
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { BillingState, LedgerEntry, PlansResponse } from '@core/api/billing';
import { Providers } from '@/app/providers';
import { testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';

export function plansFixture(overrides: Partial<PlansResponse> = {}): PlansResponse {
  const available = overrides.paymentsEnabled ?? true;
  return {
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
        available,
      },
      {
        id: 'pro_yearly',
        name: 'Pro',
        interval: 'year',
        amountCents: 12000,
        currency: 'usd',
        publishedFormLimit: null,
        storageQuotaBytes: 50 * 1024 ** 3,
        available,
      },
    ],
    creditPacks: [
      {
        id: 'credits_10',
        credits: 10,
        amountCents: 1000,
        currency: 'usd',
        publishDays: 30,
        available,
      },
    ],
    ...overrides,
  };
}

export function ledgerEntry(id: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id,
    amount: 10,
    type: 'purchase',
    description: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'completed',
    relatedEntityType: null,
    relatedEntityId: null,
    ...overrides,
  };
}

/** A free account with no history, unless told otherwise. */
export function billingFixture(overrides: Partial<BillingState> = {}): BillingState {
  return {
    paymentsEnabled: true,
    plan: 'free',
    subscription: null,
    portalAvailable: false,
    credits: 0,
    publishing: { limit: 3, counted: 1, overLimit: false, activeCredits: [] },
    storage: { usedBytes: 0, quotaBytes: 1024 ** 3 },
    ledger: { items: [], nextCursor: null },
    ...overrides,
  };
}

/** Pro, paid monthly through Stripe, renewing on 15 April 2026. */
export function proBillingFixture(overrides: Partial<BillingState> = {}): BillingState {
  return billingFixture({
    plan: 'pro',
    subscription: {
      source: 'stripe',
      plan: 'pro_monthly',
      status: 'active',
      currentPeriodEnd: '2026-04-15T12:00:00.000Z',
      autoRenewal: true,
    },
    portalAvailable: true,
    publishing: { limit: null, counted: 7, overLimit: false, activeCredits: [] },
    storage: { usedBytes: 3 * 1024 ** 3, quotaBytes: 50 * 1024 ** 3 },
    ...overrides,
  });
}

/**
 * Renders a screen at `path` (the address bar the router reads) for a signed-in user, a guest
 * (`user: null`) or a session still loading (`user: 'pending'`: the cache is left empty).
 */
export function renderScreen(
  screen: ReactElement,
  {
    path = '/',
    user = testUser(),
    state = null,
  }: { path?: string; user?: object | null | 'pending'; state?: unknown } = {},
) {
  // `state`: what the history entry carries (as /checkout leaves it for /checkout-redirect).
  window.history.replaceState(state, '', path);
  const client = createQueryClient();
  if (user !== 'pending') client.setQueryData(['/api/user'], user);
  const result = render(<Providers queryClient={client}>{screen}</Providers>);
  return { ...result, client };
}

/** axe on the rendered page (WCAG 2.1 AA); jsdom cannot measure contrast, the e2e run does. */
export async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
