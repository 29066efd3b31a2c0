import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from './providers';
import { AppShell } from './router';

/*
 * The form screens belong to other features and change with them; here they are stand-ins, so these
 * tests check the routing, the layouts and the guards only.
 */
vi.mock('@/features/form-builder/components/builder-page', () => ({
  BuilderPage: () => <h1>Form builder screen</h1>,
}));
vi.mock('@/features/form-preview/components/preview-page', () => ({
  PreviewPage: () => <h1>Preview screen</h1>,
}));
vi.mock('@/features/form-settings/components/settings-page', () => ({
  SettingsPage: () => <h1>Form settings screen</h1>,
}));
vi.mock('@/features/form-renderer/components/public-form-page', () => ({
  PublicFormPage: () => <h1>Public form screen</h1>,
}));
vi.mock('@/features/dashboard/components/dashboard-page', () => ({
  DashboardPage: () => <h1>Dashboard screen</h1>,
}));

type TestUser = { id: number; username: string; email: string; name: string | null };
const ada: TestUser = { id: 1, username: 'ada', email: 'ada@example.com', name: 'Ada Lovelace' };

const fetchMock = vi.fn<typeof fetch>();
const GUEST_ID = '0b7c6f2e-3d1a-4c55-9a7e-111111111111';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Extra answers by "METHOD /path" for a test. */
let routes: Record<string, () => Response | Promise<Response>> = {};

function mockSession(user: TestUser | null | 'pending') {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const extra = routes[`${method} ${url}`];
    if (extra) return extra();
    if (method === 'POST' && url === '/api/session/guest') return json({ guestId: GUEST_ID });
    if (url === '/api/session') {
      if (user === 'pending') return new Promise<Response>(() => undefined);
      return json({ user });
    }
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
}

function renderAt(path: string, user: TestUser | null | 'pending' = null) {
  window.history.replaceState(null, '', path);
  mockSession(user);
  return render(
    <Providers queryClient={createQueryClient()}>
      <AppShell />
    </Providers>,
  );
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  routes = {};
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.documentElement.className = 'light';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of ['anonymousId', 'guest_session_id']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes', () => {
  it('renders the builder at /forms/new (not the public form view)', async () => {
    renderAt('/forms/new');
    expect(await h1('Form builder screen')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each(['/form-builder', '/form-builder/x'])('renders the same builder at %s', async (path) => {
    renderAt(path);
    expect(await h1('Form builder screen')).toBeTruthy();
  });

  it('shows a form at /forms/:id without header or footer', async () => {
    renderAt('/forms/abc123');
    expect(await h1('Public form screen')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('shows the not-found page for an unknown path, with a link home and its title', async () => {
    renderAt('/no/such/page');
    expect(await h1('Page not found')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found · Formloom'));
  });

  it('gives each screen one h1 and its document title', async () => {
    renderAt('/templates');
    await h1('Templates');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Templates · Formloom'));
  });
});

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /auth?redirect=%2Fprofile, replacing the entry', async () => {
    const before = window.history.length;
    renderAt('/profile', null);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(window.location.search).toBe('?redirect=%2Fprofile');
    expect(window.history.length).toBe(before);
    expect(await h1('Log in or create an account')).toBeTruthy();
  });

  it('keeps the query string in the redirect', async () => {
    renderAt('/billing?tab=invoices', null);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(window.location.search).toBe(`?redirect=${encodeURIComponent('/billing?tab=invoices')}`);
  });

  it('shows a spinner while the session loads', async () => {
    renderAt('/nps-analytics', 'pending');
    expect(await screen.findByText('Checking your session…')).toBeTruthy();
    expect(window.location.pathname).toBe('/nps-analytics');
  });

  it('renders the screen for a signed-in user', async () => {
    renderAt('/profile', ada);
    expect(await h1('Profile')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });
});

describe('header', () => {
  it('shows a Log in link to /auth for guests', async () => {
    renderAt('/dashboard', null);
    const banner = screen.getByRole('banner');
    const login = await within(banner).findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/auth');
    expect(within(banner).queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it("shows the user's name, the bell and the user menu for a signed-in user", async () => {
    renderAt('/dashboard', ada);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('falls back to the username when the user has no name', async () => {
    renderAt('/dashboard', { ...ada, name: null });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'ada' })).toBeTruthy();
  });

  it('opens the user menu with Profile and Log out', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', ada);
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('shows "Create a form" in the header on the home page only', async () => {
    const home = renderAt('/');
    await h1('Forms people actually enjoy filling in');
    expect(
      within(screen.getByRole('banner'))
        .getByRole('link', { name: 'Create a form' })
        .getAttribute('href'),
    ).toBe('/forms/new');
    home.unmount();

    renderAt('/templates');
    await h1('Templates');
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Create a form' }),
    ).toBeNull();
  });

  it('lists the navigation in the spec order', async () => {
    renderAt('/templates');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Create Form',
      'NPS Analytics',
      'Templates',
      'Brand Kit',
    ]);
    expect(within(nav).getByRole('link', { name: 'Templates' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens the mobile menu with the guest message and a Log in button', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', null);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
    expect(
      within(dialog).getByText('Login to save your forms and access all features.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
  });

  it("shows the user's name, email and View Profile in the mobile menu", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', ada);
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(dialog).getByText('ada@example.com')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('switches the theme class and remembers it', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(window.localStorage.getItem('formloom-theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.className).toBe('light');
    expect(window.localStorage.getItem('formloom-theme')).toBe('light');
  });
});

describe('layout', () => {
  it('has a skip link to the main landmark and a footer with the year', async () => {
    renderAt('/pricing');
    await h1('Pricing');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Formloom`)).toBeTruthy();
    for (const group of ['Product', 'Resources', 'Company', 'Legal']) {
      expect(within(footer).getByRole('heading', { name: group })).toBeTruthy();
    }
    // No dead "#" links anywhere in the footer.
    for (const link of within(footer).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toBe('#');
    }
  });
});

describe('sign-in screens', () => {
  it('takes a signed-in visitor from /auth to the dashboard', async () => {
    renderAt('/auth', ada);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(await h1('Dashboard screen')).toBeTruthy();
  });

  it('returns to the redirect page after signing in', async () => {
    const user = userEvent.setup();
    routes['POST /api/auth/login'] = () =>
      json({
        ...ada,
        role: 'user',
        credits: 0,
        authProvider: 'local',
        subscriptionStatus: null,
        subscriptionEndDate: null,
        autoRenewal: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        lastLoginAt: null,
        emailVerified: true,
        pendingEmail: null,
      });
    renderAt('/auth?redirect=%2Fbilling%3Ftab%3Dinvoices', null);
    await h1('Log in or create an account');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/billing'));
    expect(window.location.search).toBe('?tab=invoices');
    expect(await h1('Billing')).toBeTruthy();
  });

  it.each(['%2F%2Fevil.com', '%2F%5Cevil.com', 'https%3A%2F%2Fevil.com', 'javascript%3Aalert(1)'])(
    'ignores the unsafe redirect %s and opens the dashboard',
    async (target) => {
      renderAt(`/login?redirect=${target}`, ada);
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
      expect(window.location.host).toBe('localhost:3000');
    },
  );
});

describe('form access guard', () => {
  const denied = () => json({ message: 'Form not found', code: 'NOT_FOUND' }, 404);

  it.each([
    '/forms/f1/edit',
    '/forms/f1/preview',
    '/forms/f1/settings',
    '/anonymous-forms/f1/edit',
    '/anonymous-forms/f1/preview',
  ])('sends a denied visitor from %s to the dashboard with Access Denied', async (path) => {
    routes['GET /api/forms/f1'] = denied;
    const before = window.history.length;
    renderAt(path, ada);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    const toasts = screen.getByRole('region', { name: 'Messages' });
    expect(within(toasts).getByText('Access Denied')).toBeTruthy();
    expect(within(toasts).getByText("You don't have permission to access this form")).toBeTruthy();
    expect(window.history.length).toBe(before);
    expect(await h1('Dashboard screen')).toBeTruthy();
  });

  it('shows a spinner while the form loads, then the screen', async () => {
    let release: (response: Response) => void = () => undefined;
    routes['GET /api/forms/f1'] = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    renderAt('/forms/f1/settings', ada);
    expect(await screen.findByText('Opening the form…')).toBeTruthy();
    act(() => release(json({ id: 'f1', title: 'Mine' })));
    expect(await h1('Form settings screen')).toBeTruthy();
    expect(window.location.pathname).toBe('/forms/f1/settings');
    expect(
      within(screen.getByRole('region', { name: 'Messages' })).queryByText('Access Denied'),
    ).toBeNull();
  });
});

describe('guest session in the shell', () => {
  it('starts a guest session for a visitor who is not signed in', async () => {
    renderAt('/dashboard', null);
    await waitFor(() =>
      expect(window.localStorage.getItem('formloom_guest_user_id')).toBe(GUEST_ID),
    );
    const guestCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/session/guest');
    expect(guestCalls).toHaveLength(1);
    expect(document.cookie).toContain(`anonymousId=${GUEST_ID}`);
  });

  it('starts none on the public form view', async () => {
    renderAt('/forms/abc123', null);
    await h1('Public form screen');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/session/guest')).toBe(false);
  });
});
