import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { adoptServerGuestId, readGuestId, recordGuestForm } from '@/lib/guest-storage';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { useLogout } from './api/use-logout';
import { useSession } from './api/use-session';
import { MIGRATION_CHECK_DELAY_MS, SessionEffects } from './components/session-effects';

const OLD_GUEST = '0b7c6f2e-3d1a-4c55-9a7e-111111111111';
const NEW_GUEST = '5f0e9d8c-7b6a-4e3d-8c2b-222222222222';
const ada = testUser();

function SessionProbe() {
  const session = useSession();
  const logout = useLogout();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="guest">{session.guestId ?? 'none'}</p>
      <p data-testid="user">{session.user?.username ?? 'nobody'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Log out
      </button>
    </div>
  );
}

function renderSession(client: QueryClient = createQueryClient()) {
  render(
    <Providers queryClient={client}>
      <SessionEffects />
      <SessionProbe />
    </Providers>,
  );
  return client;
}

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'anonymousId=; Max-Age=0; Path=/';
  document.cookie = 'guest_session_id=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/profile');
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guest session', () => {
  it('starts one guest session when nobody is signed in and mirrors the server id', async () => {
    adoptServerGuestId(OLD_GUEST);
    const api = mockApi({
      'GET /api/session': jsonResponse({ user: null }),
      'POST /api/session/guest': jsonResponse({ guestId: NEW_GUEST }),
    });
    renderSession();
    // The mirror answers at once; the server's id replaces it.
    await waitFor(() => expect(text('status')).toBe('guest'));
    await waitFor(() => expect(text('guest')).toBe(NEW_GUEST));
    expect(readGuestId()).toBe(NEW_GUEST);
    expect(document.cookie).toContain(`anonymousId=${NEW_GUEST}`);
    const calls = api.callsTo('POST /api/session/guest');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({});
  });

  it('does not start a guest session for a signed-in user', async () => {
    const api = mockApi({ 'GET /api/session': jsonResponse({ user: ada }) });
    renderSession();
    await waitFor(() => expect(text('status')).toBe('authenticated'));
    expect(api.callsTo('POST /api/session/guest')).toHaveLength(0);
  });

  it('reports a failure as Authentication Error', async () => {
    mockApi({
      'GET /api/session': jsonResponse({ user: null }),
      'POST /api/session/guest': jsonResponse({ message: 'Too many requests' }, 429),
    });
    renderSession();
    expect(await screen.findByText('Authentication Error')).toBeTruthy();
    expect(screen.getByText('Failed to initialize anonymous session')).toBeTruthy();
    expect(text('status')).toBe('guest');
  });
});

describe('migration after sign-in', () => {
  it('migrates 2 s after sign-in, once, and toasts the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    adoptServerGuestId(OLD_GUEST);
    recordGuestForm('form-1', OLD_GUEST);
    const api = mockApi({
      'GET /api/session': jsonResponse({ user: ada }),
      'POST /api/migrate-anonymous-forms': jsonResponse({
        migratedCount: 1,
        unpublishedCount: 0,
        totalResponsesMigrated: 0,
        details: [],
      }),
    });
    renderSession();
    await waitFor(() => expect(text('status')).toBe('authenticated'));
    expect(api.callsTo('POST /api/migrate-anonymous-forms')).toHaveLength(0);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIGRATION_CHECK_DELAY_MS);
    });
    expect(await screen.findByText('Forms Successfully Migrated')).toBeTruthy();
    expect(screen.getByText('1 form moved to your account.')).toBeTruthy();
    expect(api.callsTo('POST /api/migrate-anonymous-forms')).toHaveLength(1);
  });

  it('does not migrate into a session that is being logged out', async () => {
    // Loaded already, so the check's on-demand import cannot be what holds the call back here.
    await import('./api/migrate-guest-forms');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    adoptServerGuestId(OLD_GUEST);
    recordGuestForm('form-1', OLD_GUEST);
    let answerLogout: (res: Response) => void = () => undefined;
    const api = mockApi({
      'GET /api/session': jsonResponse({ user: ada }),
      // The server has ended the session; its answer reaches the browser a moment later.
      'POST /api/auth/logout': () => new Promise<Response>((resolve) => (answerLogout = resolve)),
      'POST /api/session/guest': jsonResponse({ guestId: NEW_GUEST }),
      'POST /api/migrate-anonymous-forms': jsonResponse(
        { message: 'Not logged in', code: 'UNAUTHORIZED' },
        401,
      ),
    });
    renderSession();
    await waitFor(() => expect(text('status')).toBe('authenticated'));

    // Logging out just after signing in: the check comes due while the logout is on its way.
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIGRATION_CHECK_DELAY_MS * 2);
    });
    act(() => answerLogout(jsonResponse({ ok: true })));
    expect(await screen.findByText('Goodbye!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIGRATION_CHECK_DELAY_MS * 2);
    });
    expect(api.callsTo('POST /api/migrate-anonymous-forms')).toHaveLength(0);
    expect(screen.queryByText('Form Migration Issue')).toBeNull();
  });

  it('does nothing without a guest id in this browser', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /api/session': jsonResponse({ user: ada }) });
    renderSession();
    await waitFor(() => expect(text('status')).toBe('authenticated'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIGRATION_CHECK_DELAY_MS * 2);
    });
    expect(api.callsTo('POST /api/migrate-anonymous-forms')).toHaveLength(0);
  });
});

describe('logout', () => {
  it('says Goodbye!, clears caches, goes to / and starts a new guest session', async () => {
    const user = userEvent.setup();
    adoptServerGuestId(OLD_GUEST);
    window.sessionStorage.setItem(`formloom_guest_migration_checked:${ada.id}:${OLD_GUEST}`, '1');
    const api = mockApi({
      'GET /api/session': jsonResponse({ user: ada }),
      'POST /api/auth/logout': jsonResponse({ ok: true }),
      'POST /api/session/guest': jsonResponse({ guestId: NEW_GUEST }),
    });
    const client = renderSession();
    client.setQueryData(['/api/forms'], [{ id: 'form-1' }]);
    await waitFor(() => expect(text('user')).toBe('ada'));

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Goodbye!')).toBeTruthy();
    expect(screen.getByText('You have been logged out.')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/logout')[0]?.body).toEqual({});
    expect(window.location.pathname).toBe('/');
    expect(text('user')).toBe('nobody');
    expect(client.getQueryData(['/api/forms'])).toBeUndefined();
    await waitFor(() => expect(text('guest')).toBe(NEW_GUEST));
    expect(api.callsTo('POST /api/session/guest')).toHaveLength(1);
    expect(readGuestId()).toBe(NEW_GUEST);
  });

  it('still signs out locally when the server call fails', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/session': jsonResponse({ user: ada }),
      'POST /api/auth/logout': jsonResponse({ message: 'Boom' }, 500),
      'POST /api/session/guest': jsonResponse({ guestId: NEW_GUEST }),
    });
    const client = renderSession();
    client.setQueryData(['/api/forms/x'], { id: 'x' });
    await waitFor(() => expect(text('user')).toBe('ada'));

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(screen.getByText('You have been logged out.')).toBeTruthy();
    expect(screen.queryByText('Goodbye!')).toBeNull();
    expect(text('status')).toBe('guest');
    expect(client.getQueryData(['/api/forms/x'])).toBeUndefined();
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(text('guest')).toBe(NEW_GUEST));
  });
});
