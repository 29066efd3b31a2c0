import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { DashboardPage } from './dashboard-page';
import { eventually } from '../../../test-support/eventually';

function billing(publishing: { limit: number | null; counted: number; overLimit: boolean }) {
  return jsonResponse({
    paymentsEnabled: true,
    plan: 'free',
    subscription: null,
    portalAvailable: false,
    credits: 0,
    publishing: { ...publishing, activeCredits: [] },
    ledger: { items: [], nextCursor: null },
  });
}

function renderDashboard(user: unknown) {
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <DashboardPage />
    </Providers>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard after Pro ended', () => {
  it('says that forms over the free limit stay published but no new one can be', async () => {
    mockApi({
      'GET /api/forms': jsonResponse([]),
      'GET /api/billing': billing({ limit: 3, counted: 5, overLimit: true }),
    });
    renderDashboard(testUser());
    expect(
      await screen.findByText(
        /^You have 5 published forms and the Free plan allows 3\. They stay published and keep collecting responses, but you can publish another form only once you are under the limit/,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('says nothing while the account is within its limit', async () => {
    const api = mockApi({
      'GET /api/forms': jsonResponse([]),
      'GET /api/billing': billing({ limit: 3, counted: 2, overLimit: false }),
    });
    renderDashboard(testUser());
    await eventually(() => expect(api.callsTo('GET /api/billing')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Create your first form' }, { timeout: 5000 });
    expect(screen.queryByText(/the Free plan allows/)).toBeNull();
  });

  it('never asks a guest for a plan', async () => {
    const api = mockApi({ 'GET /api/forms': jsonResponse([]) });
    renderDashboard(null);
    await screen.findByRole('heading', { name: 'Create your first form' }, { timeout: 5000 });
    expect(api.callsTo('GET /api/billing')).toHaveLength(0);
  });
});
