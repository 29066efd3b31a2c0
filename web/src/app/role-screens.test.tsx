/**
 * Screens by role (issue 14): a viewer never sees builder controls. The real screens run behind the
 * real router; only the API is a stand-in.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormPermissions } from '@core/api/collaboration';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from './providers';
import { AppShell } from './router';

const VIEWER: FormPermissions = {
  role: 'viewer',
  canEdit: false,
  canPublish: false,
  canShare: false,
  canDelete: false,
  canTransfer: false,
};
const EDITOR: FormPermissions = { ...VIEWER, role: 'editor', canEdit: true, canPublish: true };

const form = (permissions: FormPermissions) => ({
  id: 'f1',
  userId: 3,
  title: 'Team pulse',
  description: '',
  published: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  version: 2,
  publishedVersion: null,
  theme: {},
  welcomeScreen: {},
  thankYouScreen: {},
  customization: {},
  pageBreaks: [],
  questions: [{ id: 'q1', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
  permissions,
  unpublishedChanges: false,
});

const response = {
  id: '11',
  kind: 'response',
  createdAt: '2026-02-03T09:30:00.000Z',
  updatedAt: '2026-02-03T09:30:00.000Z',
  completed: true,
  referrer: null,
  formVersion: 1,
  answers: { q1: 'Grace' },
};

function renderAt(path: string, permissions: FormPermissions) {
  mockApi({
    'GET /api/session': jsonResponse({ user: testUser({ id: 8, username: 'grace' }) }),
    'GET /api/forms/f1': jsonResponse(form(permissions)),
    'GET /api/forms/f1/responses?status=completed&limit=50': jsonResponse({
      items: [response],
      nextCursor: null,
    }),
  });
  window.history.replaceState(null, '', path);
  render(
    <Providers queryClient={createQueryClient()}>
      <AppShell />
    </Providers>,
  );
}

// Each screen is a lazy chunk compiled on first use in this run: wait for it, not a fixed time.
const slow = { timeout: 15_000 };
const messages = () => screen.getByRole('region', { name: 'Messages' });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a viewer', () => {
  it.each(['/forms/f1/edit', '/forms/f1/settings', '/form-builder/f1'])(
    'opening %s gets the responses instead, without Edit or Delete',
    { timeout: 60_000 },
    async (path) => {
      renderAt(path, VIEWER);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Team pulse' }, slow),
      ).toBeTruthy();
      expect(window.location.pathname).toBe('/forms/f1/responses');
      if (path !== '/form-builder/f1') {
        expect(within(messages()).getByText('View only')).toBeTruthy();
      }
      expect(screen.queryByRole('link', { name: 'Edit form' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
      const table = await screen.findByRole('table', { name: /Responses, newest first/ }, slow);
      expect(within(table).getByText('Grace')).toBeTruthy();
      // No selection, so no way to delete.
      expect(within(table).queryByRole('checkbox')).toBeNull();
      expect(screen.getByRole('button', { name: 'Share Team pulse' })).toBeTruthy();
      // Exports stay: a viewer may download the responses.
      expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
    },
  );
});

describe('a viewer previewing', () => {
  it('goes back to the responses, not to the builder', { timeout: 60_000 }, async () => {
    renderAt('/forms/f1/preview', VIEWER);
    const back = await screen.findByRole('link', { name: 'Back to the responses' }, slow);
    expect(back.getAttribute('href')).toBe('/forms/f1/responses');
    expect(screen.queryByRole('link', { name: 'Back to the builder' })).toBeNull();
  });
});

describe('an editor', () => {
  it('opens the builder, and the responses with Edit and Delete', { timeout: 60_000 }, async () => {
    renderAt('/forms/f1/edit', EDITOR);
    expect(await screen.findByRole('button', { name: 'Unpublish' }, slow)).toBeTruthy();
    expect(window.location.pathname).toBe('/forms/f1/edit');
    expect(screen.getByRole('button', { name: 'Share Team pulse' })).toBeTruthy();
    expect(screen.queryByText('View only')).toBeNull();

    act(() => window.history.pushState(null, '', '/forms/f1/responses'));
    const table = await screen.findByRole('table', { name: /Responses, newest first/ }, slow);
    expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit form' })).toBeTruthy());
  });
});
