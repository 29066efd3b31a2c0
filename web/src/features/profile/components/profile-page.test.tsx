import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { ProfilePage } from './profile-page';

const ada = testUser();

function renderProfile(user = ada) {
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <ProfilePage user={user} />
    </Providers>,
  );
  return client;
}

const findToast = (text: string) => within(screen.getByRole('list')).findByText(text);

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

describe('profile details', () => {
  it('shows the account and saves a new name and e-mail', async () => {
    const user = userEvent.setup();
    // The server keeps the address until the link mailed to the new one is opened (ADR 029).
    const saved = testUser({ name: 'Countess Lovelace', pendingEmail: 'countess@example.com' });
    const api = mockApi({ 'PATCH /api/user': jsonResponse(saved) });
    const client = renderProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    // The way to /billing from the account: the header's menu is only Profile and Log out (spec §2).
    expect(screen.getByRole('link', { name: 'Manage billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    const name = screen.getByLabelText('Name (optional)');
    expect((name as HTMLInputElement).value).toBe('Ada Lovelace');

    await user.clear(name);
    await user.type(name, 'Countess Lovelace');
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'Countess@Example.com');
    // A new address needs the password (re-authentication): the field appears with the change.
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Confirm your new address')).toBeTruthy();
    expect(
      screen.getByText(
        'We sent a link to countess@example.com. Your address changes when you open it.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PATCH /api/user')[0]?.body).toEqual({
      name: 'Countess Lovelace',
      email: 'countess@example.com',
      currentPassword: 'correct horse',
    });
    expect(client.getQueryData(['/api/user'])).toMatchObject({
      name: 'Countess Lovelace',
      pendingEmail: 'countess@example.com',
    });
  });

  it('clears the name with null', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PATCH /api/user': jsonResponse(testUser({ name: null })) });
    renderProfile();
    await user.clear(screen.getByLabelText('Name (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await findToast('Profile updated');
    // The unchanged address is not sent: it would cancel a pending change (ADR 029).
    expect(api.callsTo('PATCH /api/user')[0]?.body).toEqual({ name: null });
  });

  it('rejects an invalid e-mail before calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderProfile();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf(email)).toBe('Enter a valid email address'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Nothing sent: the only calls are reads (the API keys card loads its list).
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('shows a taken e-mail on its field and in a toast', async () => {
    const user = userEvent.setup();
    mockApi({
      'PATCH /api/user': jsonResponse(
        { message: 'An account with that email already exists', code: 'EMAIL_TAKEN' },
        409,
      ),
    });
    renderProfile();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Profile not updated')).toBeTruthy();
    await waitFor(() => expect(errorOf(email)).toBe('An account with that email already exists'));
  });
});

describe('change password', () => {
  it('validates with the shared schema', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderProfile();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Current password'))).toBe('Password is required'),
    );
    expect(errorOf(screen.getByLabelText('New password'))).toBe(
      'Password must be at least 8 characters',
    );
    // Nothing sent: the only calls are reads (the API keys card loads its list).
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('changes the password, says so and empties the form', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/user/password': jsonResponse({ ok: true }) });
    renderProfile();
    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password changed')).toBeTruthy();
    expect(api.callsTo('POST /api/user/password')[0]?.body).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 1',
      confirmPassword: 'new password 1',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });

  it('puts a wrong current password on its field', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/user/password': jsonResponse(
        {
          message: 'Current password is incorrect',
          code: 'VALIDATION_ERROR',
          errors: { currentPassword: 'Current password is incorrect' },
        },
        400,
      ),
    });
    renderProfile();
    await user.type(screen.getByLabelText('Current password'), 'wrong password');
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password not changed')).toBeTruthy();
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Current password'))).toBe(
        'Current password is incorrect',
      ),
    );
  });

  it("puts the server's refusal of a guessable new password under New password", async () => {
    const user = userEvent.setup();
    const common = 'This password is too common. Choose a less guessable one.';
    mockApi({
      'POST /api/user/password': jsonResponse(
        { message: common, code: 'VALIDATION_ERROR', errors: { newPassword: common } },
        400,
      ),
    });
    renderProfile();
    await user.type(screen.getByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(errorOf(field)).toBe(common));
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no password form for a Google account', () => {
    mockApi();
    renderProfile(testUser({ authProvider: 'google' }));
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByText('You sign in with your Google account.')).toBeTruthy();
  });
});
