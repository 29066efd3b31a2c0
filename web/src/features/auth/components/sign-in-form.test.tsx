import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { SignInForm } from './sign-in-form';

// jsdom runs no proof-of-work workers: a stand-in widget "solves" on a click and shows its URL.
vi.mock('@/components/ui/altcha-widget', () => ({
  default: ({
    onPayload,
    challengeUrl,
  }: {
    onPayload: (payload: string) => void;
    challengeUrl: string;
  }) => (
    <button type="button" onClick={() => onPayload('c29sdmVk')}>
      Solve {challengeUrl}
    </button>
  ),
}));

const NEED_PROOF = {
  message: 'Too many failed sign-ins for this account. Complete the verification to continue.',
  code: 'CAPTCHA_REQUIRED',
  challengeUrl: '/api/auth/captcha/challenge',
};

const toastList = () => screen.queryByRole('list');

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-in after repeated failures', () => {
  it('shows the challenge when asked and resends the attempt with the proof', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = mockApi({
      'POST /api/auth/login': () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse(NEED_PROOF, 401) : jsonResponse(testUser());
      },
    });
    const client = createQueryClient();
    render(
      <Providers queryClient={client}>
        <SignInForm />
      </Providers>,
    );
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe(NEED_PROOF.message);
    // Asking for a proof is not a failed login.
    expect(toastList() && within(toastList()!).queryByText('Login Failed')).toBeFalsy();

    await user.click(
      await screen.findByRole('button', { name: 'Solve /api/auth/captcha/challenge' }),
    );
    await waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(2));
    expect(api.callsTo('POST /api/auth/login')[1]?.body).toEqual({
      username: 'ada',
      password: 'correct horse',
      captcha: 'c29sdmVk',
    });
    expect(await within(screen.getByRole('list')).findByText('Welcome back!')).toBeTruthy();
    expect(client.getQueryData(['/api/user'])).toMatchObject({ username: 'ada' });
  });

  it('sends no proof and shows no challenge until the server asks', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/login': jsonResponse(
        { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
        401,
      ),
    });
    render(
      <Providers queryClient={createQueryClient()}>
        <SignInForm />
      </Providers>,
    );
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      username: 'ada',
      password: 'wrong one',
    });
    expect(screen.queryByRole('button', { name: /^Solve/ })).toBeNull();
  });
});

describe('the username field', () => {
  it('says that the e-mail address works too, read with the field, and sends it as typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'POST /api/auth/login': jsonResponse(testUser()) });
    render(
      <Providers queryClient={createQueryClient()}>
        <SignInForm />
      </Providers>,
    );
    // The hint is the field's accessible description: a screen reader says it with the label.
    const field = screen.getByRole('textbox', {
      name: 'Username',
      description: 'Or the e-mail address of your account.',
    });
    await user.type(field, 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      username: 'ada@example.com',
      password: 'correct horse',
    });
  });
});

describe('forgot password', () => {
  it('offers "Forgot password?" right after the password field, leading to /forgot-password', async () => {
    const user = userEvent.setup();
    mockApi();
    render(
      <Providers queryClient={createQueryClient()}>
        <SignInForm />
      </Providers>,
    );
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    screen.getByLabelText('Password').focus();
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/forgot-password');
  });
});
