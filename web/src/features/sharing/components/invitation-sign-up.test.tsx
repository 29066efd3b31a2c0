/**
 * The e-mail's link for someone without an account: the invitation page, sign-up on /auth, and
 * straight back to the invitation to accept it. The whole app shell runs, so this checks that the
 * `redirect` parameter survives registration.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { AppShell } from '@/app/router';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';

const GUEST_ID = '0b7c6f2e-3d1a-4c55-9a7e-222222222222';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('accepting an invitation without an account', () => {
  it(
    'signs up on /auth and comes back to the invitation to accept it',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const grace = testUser({ id: 8, username: 'grace', email: 'grace@example.com', name: null });
      let signedIn = false;
      const api = mockApi({
        'GET /api/session': () => jsonResponse({ user: signedIn ? grace : null }),
        'POST /api/session/guest': jsonResponse({ guestId: GUEST_ID }),
        'POST /api/check-user': jsonResponse({ exists: false }),
        'POST /api/auth/register': () => {
          signedIn = true;
          return jsonResponse(grace, 201);
        },
        'GET /api/invitations/31?token=tok-abc': jsonResponse({
          id: 31,
          formId: 'f1',
          formTitle: 'Team pulse',
          invitedBy: 'Ada Lovelace',
          email: 'grace@example.com',
          role: 'editor',
          status: 'pending',
          expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        }),
      });
      window.history.replaceState(null, '', '/invitations/31/tok-abc');
      render(
        <Providers queryClient={createQueryClient()}>
          <AppShell />
        </Providers>,
      );

      // Each screen is a lazy chunk, compiled on first use here: wait for it, not for a fixed time.
      const slow = { timeout: 15_000 };
      await user.click(await screen.findByRole('link', { name: 'Create an account' }, slow));
      await waitFor(() => expect(window.location.pathname).toBe('/auth'));
      const form = await screen.findByRole('form', { name: 'Create account' }, slow);
      // The page names the invitation, fills in its address, and never prints the link's token.
      await screen.findByText(
        'Create a free account or sign in to accept the invitation from Ada Lovelace for “Team pulse”.',
        { exact: false },
      );
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.com');
      expect(document.body.textContent).not.toContain('tok-abc');
      await user.type(screen.getByLabelText('Username'), 'grace');
      await user.type(screen.getByLabelText('Password'), 'a long and unusual passphrase');
      await user.type(screen.getByLabelText('Confirm password'), 'a long and unusual passphrase');
      await user.click(screen.getByRole('button', { name: 'Create account' }));

      await waitFor(() => expect(window.location.pathname).toBe('/invitations/31/tok-abc'));
      expect(await screen.findByRole('button', { name: 'Accept' }, slow)).toBeTruthy();
      expect(form.isConnected).toBe(false);
      expect(api.callsTo('POST /api/auth/register')).toHaveLength(1);
      expect(api.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({
        email: 'grace@example.com',
      });
    },
  );
});
