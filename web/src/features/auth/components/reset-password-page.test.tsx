import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectAccessible } from '../test-support/expect-accessible';
import { ResetPasswordPage } from './reset-password-page';

const RESET = 'POST /api/auth/reset-password';
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';

function renderPage(path = '/reset-password?token=abc_DEF-123') {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  const view = render(
    <Providers queryClient={client}>
      <ResetPasswordPage />
    </Providers>,
  );
  return { ...view, client };
}

const password = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm password');
const submit = () => screen.getByRole('button', { name: 'Set new password' });

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/reset-password', () => {
  it("shows the registration's messages before sending anything", async () => {
    const user = userEvent.setup();
    const api = mockApi();
    const { container } = renderPage();
    await expectAccessible(container);

    await user.type(password(), 'short');
    await user.type(confirm(), 'short');
    await user.click(submit());
    await waitFor(() => expect(errorOf(password())).toBe('Password must be at least 8 characters'));
    expect(password().getAttribute('aria-invalid')).toBe('true');

    await user.clear(password());
    await user.type(password(), 'long enough 1');
    await user.clear(confirm());
    await user.type(confirm(), 'long enough 2');
    await user.click(submit());
    await waitFor(() => expect(errorOf(confirm())).toBe("Passwords don't match"));
    expect(errorOf(password())).toBeNull();
    expect(api.callsTo(RESET)).toHaveLength(0);
    await expectAccessible(container);
  });

  it('sets the password by keyboard, then goes to /auth with a toast', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [RESET]: jsonResponse({ ok: true }) });
    renderPage();
    await user.type(password(), 'a brand new passphrase');
    await user.type(confirm(), 'a brand new passphrase{Enter}');

    expect(await within(screen.getByRole('list')).findByText('Password Changed')).toBeTruthy();
    expect(screen.getByText('Sign in with your new password.')).toBeTruthy();
    expect(api.callsTo(RESET)[0]?.body).toEqual({
      token: 'abc_DEF-123',
      password: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });

  it('signs this browser out when it was signed in as the account it reset', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [RESET]: jsonResponse({ ok: true }),
      'GET /api/session': jsonResponse({ user: null }),
    });
    const { client } = renderPage();
    client.setQueryData(['/api/user'], testUser());
    await user.type(password(), 'a brand new passphrase');
    await user.type(confirm(), 'a brand new passphrase');
    await user.click(submit());
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(api.callsTo('GET /api/session')).toHaveLength(1);
    expect(client.getQueryData(['/api/user'])).toBeNull();
  });

  it('turns an invalid or expired link into a way to ask for a new one', async () => {
    const user = userEvent.setup();
    mockApi({ [RESET]: jsonResponse({ message: INVALID, code: 'RESET_LINK_INVALID' }, 400) });
    const { container } = renderPage();
    await user.type(password(), 'a brand new passphrase');
    await user.type(confirm(), 'a brand new passphrase');
    await user.click(submit());

    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(window.location.pathname).toBe('/reset-password');
    await expectAccessible(container);
  });

  it('says the link is unusable at once when it carries no token', async () => {
    const api = mockApi();
    const { container } = renderPage('/reset-password');
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await expectAccessible(container);
  });

  it("puts the server's refusal of a guessable password under the field and focuses it", async () => {
    const user = userEvent.setup();
    const common = 'This password is too common. Choose a less guessable one.';
    mockApi({
      [RESET]: jsonResponse(
        { message: common, code: 'VALIDATION_ERROR', errors: { password: common } },
        400,
      ),
    });
    renderPage();
    await user.type(password(), 'password123');
    await user.type(confirm(), 'password123');
    await user.click(submit());
    await waitFor(() => expect(errorOf(password())).toBe(common));
    expect(document.activeElement).toBe(password());
    expect(window.location.pathname).toBe('/reset-password');
  });

  it('shows any other failure above the form and keeps it', async () => {
    const user = userEvent.setup();
    mockApi({ [RESET]: () => new Response('', { status: 500, statusText: 'Server Error' }) });
    const { container } = renderPage();
    await user.type(password(), 'a brand new passphrase');
    await user.type(confirm(), 'a brand new passphrase');
    await user.click(submit());
    expect((await within(container).findByRole('alert')).textContent).toBe(
      'Failed to reset the password. Please try again.',
    );
    expect(password()).toBeTruthy();
  });
});
