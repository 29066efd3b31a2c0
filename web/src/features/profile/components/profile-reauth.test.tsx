/** Re-authentication on /profile (issue 20): a new e-mail address asks for the password. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { ProfileDetailsForm } from './profile-details-form';

function renderForm(user = testUser()) {
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <ProfileDetailsForm user={user} />
    </Providers>,
  );
}

function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))
      ?.textContent ?? null
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
});

describe('changing the e-mail address', () => {
  it('asks for the password only when the address changes, and shows a wrong one on its field', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'PATCH /api/user': jsonResponse(
        {
          message: 'Your current password is not correct.',
          code: 'REAUTH_REQUIRED',
          reauth: 'password',
        },
        403,
      ),
    });
    renderForm();
    expect(screen.queryByLabelText('Your password')).toBeNull();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    const password = screen.getByLabelText('Your password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf(password)).toBe('Enter your current password'));
    expect(api.callsTo('PATCH /api/user')).toHaveLength(0);

    await user.type(password, 'wrong one{Enter}');
    await waitFor(() => expect(errorOf(password)).toBe('Your current password is not correct.'));
    expect(api.callsTo('PATCH /api/user')[0]?.body).toEqual({
      name: testUser().name,
      email: 'new@example.com',
      currentPassword: 'wrong one',
    });
    // Asked for the password, not failed: no "Profile not updated" toast.
    expect(screen.queryByText('Profile not updated')).toBeNull();

    // Back to the old address: no password asked, none sent.
    await user.clear(email);
    await user.type(email, testUser().email);
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });

  it('tells a Google account to sign in again when its sign-in is too old', async () => {
    const user = userEvent.setup();
    mockApi({
      'PATCH /api/user': jsonResponse(
        {
          message: 'Sign in with Google again to make this change.',
          code: 'REAUTH_REQUIRED',
          reauth: 'google',
        },
        403,
      ),
    });
    renderForm(testUser({ authProvider: 'google' }));
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    expect(screen.queryByLabelText('Your password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(errorOf(email)).toBe('Sign in with Google again to make this change.'),
    );
  });
});
