import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { AuthPage } from './auth-page';
import { LoginPage } from './login-page';

const signInWithGoogle = vi.fn();
vi.mock('../google-sign-in', () => ({
  signInWithGoogle: (...args: unknown[]) => signInWithGoogle(...args) as unknown,
  preloadGoogleSignIn: () => undefined,
  isGoogleSignInCancelled: (error: unknown) =>
    (error as { code?: string } | null)?.code === 'auth/popup-closed-by-user',
}));

const NO_GOOGLE = { 'GET /api/auth/providers': jsonResponse({ google: null }) };

function renderPage(page: 'auth' | 'login' = 'auth', path = '/auth') {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  render(
    <Providers queryClient={client}>{page === 'auth' ? <AuthPage /> : <LoginPage />}</Providers>,
  );
  return client;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

/** A toast's text (the live region repeats it, so look in the toast list only). */
const findToast = (text: string) => within(screen.getByRole('list')).findByText(text);

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  signInWithGoogle.mockReset();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign in', () => {
  it('shows the spec messages on the fields, tied with aria-describedby and aria-invalid', async () => {
    const user = userEvent.setup();
    const api = mockApi(NO_GOOGLE);
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const username = field('Username');
    const password = field('Password');
    await waitFor(() => expect(errorOf(username)).toBe('Username is required'));
    expect(errorOf(password)).toBe('Password is required');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in, says Welcome back! and stores the user as the session', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...NO_GOOGLE, 'POST /api/auth/login': jsonResponse(testUser()) });
    const client = renderPage();
    await user.type(field('Username'), 'ada');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await findToast('Welcome back!')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      username: 'ada',
      password: 'correct horse',
    });
    expect(client.getQueryData(['/api/user'])).toMatchObject({ username: 'ada' });
  });

  it("shows Login Failed with the server's message", async () => {
    const user = userEvent.setup();
    mockApi({
      ...NO_GOOGLE,
      'POST /api/auth/login': jsonResponse(
        { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
        401,
      ),
    });
    renderPage();
    await user.type(field('Username'), 'ada');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const user = userEvent.setup();
    mockApi({
      ...NO_GOOGLE,
      'POST /api/auth/login': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderPage('login', '/login');
    await user.type(field('Username'), 'ada');
    await user.type(field('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Failed to log in. Please check your credentials.')).toBeTruthy();
  });
});

describe('create account', () => {
  async function openRegister() {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    return user;
  }

  it('shows the password rules from the shared schema', async () => {
    mockApi(NO_GOOGLE);
    const user = await openRegister();
    await user.type(field('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Password'))).toBe(
        'Password must be at least 8 characters',
      ),
    );
  });

  it("puts Passwords don't match on the confirmation field", async () => {
    mockApi(NO_GOOGLE);
    const user = await openRegister();
    await user.type(field('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(errorOf(confirm)).toBe("Passwords don't match"));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(screen.getByLabelText('Password'))).toBeNull();
  });

  it('registers and says Welcome!', async () => {
    const api = mockApi({
      ...NO_GOOGLE,
      'POST /api/check-user': jsonResponse({ exists: false }),
      'POST /api/auth/register': jsonResponse(testUser({ username: 'grace' }), 201),
    });
    const user = await openRegister();
    await user.type(screen.getByLabelText('Name (optional)'), 'Grace Hopper');
    await user.type(field('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast('Welcome!')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      name: 'Grace Hopper',
      username: 'grace',
      email: 'grace@example.com',
      password: 'long enough 1',
      confirmPassword: 'long enough 1',
    });
  });

  it("shows Registration Failed with the server's message and marks the taken field", async () => {
    mockApi({
      ...NO_GOOGLE,
      'POST /api/check-user': jsonResponse({ exists: false }),
      'POST /api/auth/register': jsonResponse(
        { message: 'That username is already taken', code: 'USERNAME_TAKEN' },
        409,
      ),
    });
    const user = await openRegister();
    await user.type(field('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    const username = field('Username');
    await waitFor(() => expect(errorOf(username)).toBe('That username is already taken'));
    expect(document.activeElement).toBe(username);
  });

  it("puts the server's refusal of a guessable password under Password", async () => {
    const mine = 'Your password must not contain your username or email.';
    mockApi({
      ...NO_GOOGLE,
      'POST /api/check-user': jsonResponse({ exists: false }),
      'POST /api/auth/register': jsonResponse(
        { message: mine, code: 'VALIDATION_ERROR', errors: { password: mine } },
        400,
      ),
    });
    const user = await openRegister();
    await user.type(field('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'grace-1906');
    await user.type(screen.getByLabelText('Confirm password'), 'grace-1906');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(errorOf(password)).toBe(mine));
    expect(document.activeElement).toBe(password);
  });

  it('clears the Registration Failed toast once the corrected sign-up succeeds', async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    const api = mockApi({
      ...NO_GOOGLE,
      'POST /api/check-user': jsonResponse({ exists: false }),
      'POST /api/auth/register': jsonResponse(
        { message: common, code: 'VALIDATION_ERROR', errors: { password: common } },
        400,
      ),
    });
    const user = await openRegister();
    await user.type(field('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.type(screen.getByLabelText('Confirm password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast('Registration Failed')).toBeTruthy();

    api.on('POST /api/auth/register', jsonResponse(testUser({ username: 'grace' }), 201));
    const openFailure = () =>
      within(screen.getByRole('list'))
        .queryAllByText('Registration Failed')
        .filter((el) => el.closest('[data-state="open"]'));
    // The pointer rests on the failure, which pauses its 5 s clock (as for a person reading it),
    // so only the success can close it however slow this machine is; the fields are filled and
    // the form sent from the keyboard, leaving the pointer where it is.
    await user.hover(await findToast('Registration Failed'));
    for (const label of ['Password', 'Confirm password']) {
      const input = screen.getByLabelText(label) as HTMLInputElement;
      act(() => input.focus());
      input.select();
      await user.paste('long enough 1');
    }
    expect(openFailure()).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(await findToast('Welcome!')).toBeTruthy();
    // Dismissed: closed at once, so it no longer shows beside the welcome.
    expect(openFailure()).toEqual([]);
  });

  it('falls back to the spec text when registration fails without a message', async () => {
    mockApi({
      ...NO_GOOGLE,
      'POST /api/check-user': jsonResponse({ exists: false }),
      'POST /api/auth/register': () => new Response('', { status: 500 }),
    });
    const user = await openRegister();
    await user.type(field('Username'), 'grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough 1');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough 1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Failed to create account. Please try again.')).toBeTruthy();
  });

  it('recognises a returning user by e-mail and sends them to /login 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ ...NO_GOOGLE, 'POST /api/check-user': jsonResponse({ exists: true }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPage('auth', '/auth?redirect=%2Fbilling');
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.tab();

    expect(await screen.findAllByText('Welcome Back!')).not.toHaveLength(0);
    expect(api.callsTo('POST /api/check-user')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(window.location.pathname).toBe('/auth');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('?redirect=%2Fbilling');
  });
});

describe('tabs', () => {
  it('moves between Sign in and Create account with the arrow keys', async () => {
    const user = userEvent.setup();
    mockApi(NO_GOOGLE);
    renderPage();
    const tablist = screen.getByRole('tablist', { name: 'Account' });
    const [signIn, create] = within(tablist).getAllByRole('tab');
    expect(signIn?.getAttribute('aria-selected')).toBe('true');
    signIn?.focus();
    await user.keyboard('{ArrowRight}');
    expect(create?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(create);
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(signIn?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens on Create account with ?tab=register', () => {
    mockApi(NO_GOOGLE);
    renderPage('auth', '/auth?tab=register');
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});

describe('Google', () => {
  const GOOGLE = {
    'GET /api/auth/providers': jsonResponse({
      google: { apiKey: 'key', authDomain: 'x.firebaseapp.com', projectId: 'x' },
    }),
  };

  it('shows no Google button when the server has no Google sign-in', async () => {
    const api = mockApi(NO_GOOGLE);
    renderPage();
    await waitFor(() => expect(api.callsTo('GET /api/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('signs in with Google and says Welcome!', async () => {
    const user = userEvent.setup();
    mockApi(GOOGLE);
    signInWithGoogle.mockResolvedValue(testUser());
    const client = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await findToast('Welcome!')).toBeTruthy();
    expect(signInWithGoogle).toHaveBeenCalledWith({
      apiKey: 'key',
      authDomain: 'x.firebaseapp.com',
      projectId: 'x',
    });
    expect(client.getQueryData(['/api/user'])).toMatchObject({ username: 'ada' });
  });

  it('shows Sign In Failed when Google sign-in fails, and nothing when the chooser is closed', async () => {
    const user = userEvent.setup();
    mockApi(GOOGLE);
    signInWithGoogle.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/popup-closed-by-user' }),
    );
    renderPage();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.click(button);
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Sign In Failed')).toBeNull();

    signInWithGoogle.mockRejectedValueOnce(new Error('network'));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Failed to sign in with Google. Please try again.')).toBeTruthy();
  });
});
