import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectAccessible } from '../test-support/expect-accessible';
import { ForgotPasswordPage } from './forgot-password-page';

const ASKED = 'POST /api/auth/forgot-password';
const sentText = (email: string) =>
  `If an account exists for ${email}, we've sent a link to reset the password.`;

function renderPage() {
  window.history.replaceState(null, '', '/forgot-password');
  return render(
    <Providers queryClient={createQueryClient()}>
      <ForgotPasswordPage />
    </Providers>,
  );
}

const emailField = () => screen.getByLabelText('Email');

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

describe('/forgot-password', () => {
  it('asks for a valid address before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errorOf(emailField())).toBe('Enter a valid email address'));
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(emailField());

    await user.type(emailField(), 'not an address');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorOf(emailField())).toBe('Enter a valid email address'));
    expect(api.callsTo(ASKED)).toHaveLength(0);
  });

  it('sends the address by keyboard and shows the one confirmation, focused', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [ASKED]: jsonResponse({ message: 'whatever the server says' }, 202) });
    const { container } = renderPage();
    await expectAccessible(container);

    await user.type(emailField(), '  Ada@Example.com ');
    await user.keyboard('{Enter}');

    const text = await screen.findByText(sentText('ada@example.com'));
    const notice = text.closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(document.activeElement).toBe(notice);
    expect(api.callsTo(ASKED)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByLabelText('Email')).toBeNull();
    await expectAccessible(container);

    // "Send it again" brings the form back with the address kept.
    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    expect((emailField() as HTMLInputElement).value.trim()).toBe('Ada@Example.com');
  });

  it('shows a refusal (too many requests) as an error and keeps the form', async () => {
    const user = userEvent.setup();
    mockApi({
      [ASKED]: jsonResponse(
        { message: 'Rate limit exceeded, retry in 15 minutes', code: 'RATE_LIMITED' },
        429,
      ),
    });
    const { container } = renderPage();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await within(container).findByRole('alert')).textContent).toBe(
      'Rate limit exceeded, retry in 15 minutes',
    );
    expect(screen.queryByText(/If an account exists/)).toBeNull();
    expect(emailField()).toBeTruthy();
    await expectAccessible(container);
  });

  it('falls back to its own text when the failure carries no message', async () => {
    const user = userEvent.setup();
    mockApi({ [ASKED]: () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    const { container } = renderPage();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await within(container).findByRole('alert')).textContent).toBe(
      'Failed to send the reset link. Please try again.',
    );
  });

  it('links back to sign in', () => {
    mockApi();
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/auth',
    );
  });
});
