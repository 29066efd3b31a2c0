import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { ResponsesPage } from './responses-page';

const form = (languages: string[]) => ({
  id: 'f1',
  userId: 7,
  title: 'Colours',
  description: '',
  published: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  version: 3,
  publishedVersion: 1,
  theme: {},
  welcomeScreen: {},
  thankYouScreen: {},
  customization: {},
  pageBreaks: [],
  unpublishedChanges: false,
  languages,
  permissions: {
    role: 'owner',
    canEdit: true,
    canPublish: true,
    canShare: true,
    canDelete: true,
    canTransfer: true,
  },
  questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
});

const item = (id: string, name: string, language: string) => ({
  id,
  kind: 'response',
  createdAt: '2026-02-03T09:30:00.000Z',
  updatedAt: '2026-02-03T09:30:00.000Z',
  completed: true,
  referrer: null,
  formVersion: 1,
  language,
  answers: { name },
});

const LIST = '/api/forms/f1/responses?status=completed&limit=50';

function renderPage() {
  window.history.replaceState(null, '', '/forms/f1/responses');
  render(
    <Providers queryClient={createQueryClient()}>
      <Route path="/forms/:id/responses">
        <ResponsesPage />
      </Route>
    </Providers>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the language filter on the responses page', () => {
  it('picks one language, keeps it in the address and exports what it shows', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(form(['en', 'fr', 'ar'])),
      [`GET ${LIST}`]: jsonResponse({
        items: [item('1', 'Ada', 'en'), item('2', 'Amélie', 'fr')],
        nextCursor: null,
      }),
      [`GET /api/forms/f1/responses?language=fr&status=completed&limit=50`]: jsonResponse({
        items: [item('2', 'Amélie', 'fr')],
        nextCursor: null,
      }),
    });
    renderPage();
    expect(await screen.findByText('Ada')).toBeTruthy();
    const picker = screen.getByLabelText('Language');
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All languages',
      'English',
      'French',
      'Arabic',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(picker, 'French');
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    expect(
      api.callsTo('GET /api/forms/f1/responses?language=fr&status=completed&limit=50'),
    ).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('language')).toBe('fr');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/forms/f1/export.csv?language=fr',
    );
    await expectAccessible(screen.getByRole('region', { name: 'Filters' }), { section: true });
  });

  it('has no language picker for a one-language form', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(form([])),
      [`GET ${LIST}`]: jsonResponse({ items: [item('1', 'Ada', 'en')], nextCursor: null }),
    });
    renderPage();
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByLabelText('Language')).toBeNull();
  });
});
