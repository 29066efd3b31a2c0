import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedFormSummary } from '@core/api/collaboration';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { DashboardPage } from './dashboard-page';

function shared(id: string, title: string, more: Partial<SharedFormSummary>): SharedFormSummary {
  return {
    id,
    userId: 3,
    title,
    description: '',
    published: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    responseCount: 4,
    questionCount: 2,
    role: 'viewer',
    ownerName: 'Ada Lovelace',
    ...more,
  };
}

const SHARED = 'GET /api/shared-forms';

function renderDashboard(
  path = '/dashboard',
  user: ReturnType<typeof testUser> | null = testUser(),
) {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <DashboardPage />
    </Providers>,
  );
  return client;
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Shared with me', () => {
  it('sits next to My forms; each card shows the role and the owner, and opens by role', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/forms': jsonResponse([]),
      [SHARED]: jsonResponse([
        shared('f2', 'Exit survey', { role: 'viewer' }),
        shared('f3', 'Team pulse', { role: 'editor', ownerName: 'Grace Hopper' }),
      ]),
    });
    renderDashboard();
    const tabs = screen.getByRole('tablist', { name: 'Forms' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['My forms', 'Shared with me']);
    // Not read before it is opened.
    expect(api.callsTo(SHARED)).toHaveLength(0);
    await user.click(within(tabs).getByRole('tab', { name: 'Shared with me' }));
    expect(window.location.search).toBe('?tab=shared');

    const list = await screen.findByRole('list', { name: 'Forms shared with you' });
    const [viewer, editor] = within(list).getAllByRole('article');
    expect(within(viewer!).getByText('Viewer')).toBeTruthy();
    expect(within(viewer!).getByText('Shared by Ada Lovelace')).toBeTruthy();
    expect(within(viewer!).getByRole('link', { name: 'Exit survey' }).getAttribute('href')).toBe(
      '/forms/f2/responses',
    );
    expect(within(viewer!).queryByRole('link', { name: 'Edit Exit survey' })).toBeNull();
    expect(within(editor!).getByText('Editor')).toBeTruthy();
    expect(within(editor!).getByText('Shared by Grace Hopper')).toBeTruthy();
    expect(within(editor!).getByRole('link', { name: 'Team pulse' }).getAttribute('href')).toBe(
      '/forms/f3/edit',
    );
    expect(within(editor!).getByRole('button', { name: 'Share Team pulse' })).toBeTruthy();
  });

  it('opens from ?tab=shared and says what appears there when nothing is shared yet', async () => {
    mockApi({ 'GET /api/forms': jsonResponse([]), [SHARED]: jsonResponse([]) });
    renderDashboard('/dashboard?tab=shared');
    expect(screen.getByRole('tab', { name: 'Shared with me' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByText(/^Forms others share with you appear here\./)).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    const api = mockApi({
      'GET /api/forms': jsonResponse([]),
      [SHARED]: () => jsonResponse({ message: 'x', code: 'INTERNAL_ERROR' }, 500),
    });
    renderDashboard('/dashboard?tab=shared');
    const alert = await screen.findByRole('alert');
    api.on(SHARED, jsonResponse([shared('f2', 'Exit survey', {})]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Exit survey' })).toBeTruthy();
  });

  it('tells a guest that sharing needs an account, without asking the server', async () => {
    const api = mockApi({ 'GET /api/forms': jsonResponse([]) });
    renderDashboard('/dashboard?tab=shared', null);
    const link = await screen.findByRole('link', { name: 'Log in or create an account' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Fdashboard%3Ftab%3Dshared');
    await waitFor(() => expect(api.callsTo('GET /api/forms')).toHaveLength(1));
    expect(api.callsTo(SHARED)).toHaveLength(0);
  });

  it('puts Share on the cards of my own forms too', async () => {
    mockApi({
      'GET /api/forms': jsonResponse([
        {
          id: 'a',
          userId: 7,
          title: 'Feedback',
          description: '',
          published: false,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
          responseCount: 0,
          questionCount: 0,
        },
      ]),
    });
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Share Feedback' })).toBeTruthy();
  });
});
