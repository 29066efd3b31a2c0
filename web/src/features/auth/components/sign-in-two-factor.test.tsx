import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOTP_CODE_MESSAGE } from '@core/api/two-factor';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectAccessible } from '../test-support/expect-accessible';
import { SignInForm } from './sign-in-form';

const NEEDED = {
  message: 'Enter the 6-digit code from your authenticator app.',
  code: 'TWO_FACTOR_REQUIRED',
};
const WRONG = {
  message: 'That code is not right or was already used. Enter the newest code, or a backup code.',
  code: 'TWO_FACTOR_REQUIRED',
};

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server of a two-factor account: the code `good` (or backup code) signs in. */
function twoFactorServer(good: { code?: string; backupCode?: string }) {
  const api = mockApi();
  api.on('POST /api/auth/login', async () => {
    const body = (api.calls.at(-1)?.body ?? {}) as { code?: string; backupCode?: string };
    if (body.code === undefined && body.backupCode === undefined) return jsonResponse(NEEDED, 401);
    const ok =
      (good.code !== undefined && body.code === good.code) ||
      (good.backupCode !== undefined && body.backupCode === good.backupCode);
    return ok ? jsonResponse(testUser()) : jsonResponse(WRONG, 401);
  });
  return api;
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function renderForm() {
  const client = createQueryClient();
  const view = render(
    <Providers queryClient={client}>
      <SignInForm />
    </Providers>,
  );
  return { client, ...view };
}

describe('the second step of sign-in', () => {
  it('asks for the code after the password, with one-time-code autocomplete, and signs in with it', async () => {
    const user = userEvent.setup();
    const api = twoFactorServer({ code: '123456' });
    const { client, container } = renderForm();
    await passwordStep(user);

    const field = await screen.findByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(NEEDED.message).getAttribute('role')).toBe('status');
    // No failure is announced for being asked, and the password fields are gone.
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await expectAccessible(container);

    // An empty or malformed code is caught before any request.
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(TOTP_CODE_MESSAGE)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(1);

    await user.type(field, '123 456{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(2));
    expect(api.callsTo('POST /api/auth/login')[1]?.body).toEqual({
      username: 'ada',
      password: 'correct horse',
      code: '123456',
    });
    expect(await within(screen.getByRole('list')).findByText('Welcome back!')).toBeTruthy();
    expect(client.getQueryData(['/api/user'])).toMatchObject({ username: 'ada' });
  });

  it('shows a refused code on its field, and takes a backup code instead', async () => {
    const user = userEvent.setup();
    const api = twoFactorServer({ backupCode: 'abcdefghjk' });
    const { container } = renderForm();
    await passwordStep(user);

    await user.type(await screen.findByLabelText('Authentication code'), '000000{Enter}');
    expect(await screen.findByText(WRONG.message)).toBeTruthy();
    expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const backup = await screen.findByLabelText('Backup code');
    await waitFor(() => expect(document.activeElement).toBe(backup));
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await expectAccessible(container);
    await user.type(backup, 'ABCDE-FGHJK{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(3));
    // Only the field on screen is sent.
    expect(api.callsTo('POST /api/auth/login')[2]?.body).toEqual({
      username: 'ada',
      password: 'correct horse',
      backupCode: 'abcdefghjk',
    });
    expect(await within(screen.getByRole('list')).findByText('Welcome back!')).toBeTruthy();
  });

  it('goes back to the password with Back', async () => {
    const user = userEvent.setup();
    twoFactorServer({ code: '123456' });
    renderForm();
    await passwordStep(user);
    await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });
});
