import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '../providers';
import { REMINDER_DISMISSED_KEY, VerifyEmailReminder } from './verify-email-reminder';

const RESEND = 'POST /api/auth/verify-email/resend';
const unverified = testUser({ emailVerified: false });

function renderReminder(user: ReturnType<typeof testUser> | null, path = '/dashboard') {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  return render(
    <Providers queryClient={client}>
      <VerifyEmailReminder />
    </Providers>,
  );
}

/**
 * The banner is a lazy chunk. Loaded once here, a render settles within one act(): the positive
 * case below checks that, so "not shown" after the same act() means not shown, not "not yet".
 */
beforeAll(async () => {
  await import('./verify-email-banner');
});
const settle = () => act(async () => undefined);
const shown = () => screen.queryByRole('region', { name: 'Verify your e-mail address' });

const banner = () => screen.findByRole('region', { name: 'Verify your e-mail address' });
const messages = () => screen.getByRole('region', { name: 'Messages' });

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the reminder to verify the e-mail address', () => {
  it('shows an unverified user where the link went, and sends it again by keyboard', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [RESEND]: jsonResponse(
        { email: 'ada@example.com', message: 'We sent a new link to ada@example.com.' },
        202,
      ),
    });
    const { container } = renderReminder(unverified);
    const region = await banner();
    expect(region.textContent).toContain('Open the link we sent to ada@example.com');
    // A banner, not a dialog: nothing else on the page is blocked.
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectAccessible(container);

    await user.tab();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: 'Send the link again' }),
    );
    await user.keyboard('{Enter}');
    expect(await within(messages()).findByText('Link sent')).toBeTruthy();
    expect(within(messages()).getByText('We sent a new link to ada@example.com.')).toBeTruthy();
    expect(api.callsTo(RESEND).map((call) => call.body)).toEqual([{}]);
  });

  it("says why a new link was not sent (the server's message)", async () => {
    const user = userEvent.setup();
    const limited =
      'You can ask for a new link once a minute and 5 times an hour. Try again in 42 seconds.';
    mockApi({ [RESEND]: jsonResponse({ message: limited, code: 'RATE_LIMITED' }, 429) });
    renderReminder(unverified);
    await user.click(within(await banner()).getByRole('button', { name: 'Send the link again' }));
    expect(await within(messages()).findByText('Link not sent')).toBeTruthy();
    expect(within(messages()).getByText(limited)).toBeTruthy();
  });

  it('goes when dismissed, and stays gone for the rest of the browser session', async () => {
    const user = userEvent.setup();
    mockApi();
    const first = renderReminder(unverified);
    await user.click(within(await banner()).getByRole('button', { name: 'Dismiss the reminder' }));
    expect(shown()).toBeNull();
    expect(window.sessionStorage.getItem(REMINDER_DISMISSED_KEY)).toBe('7:ada@example.com');
    first.unmount();

    // Another page load in the same session: not shown again.
    renderReminder(unverified, '/templates');
    await settle();
    expect(shown()).toBeNull();
  });

  it('reminds again for another account or another address', async () => {
    window.sessionStorage.setItem(REMINDER_DISMISSED_KEY, '7:ada@example.com');
    mockApi();
    renderReminder(testUser({ emailVerified: false, email: 'ada@new.example' }));
    expect((await banner()).textContent).toContain('ada@new.example');
  });

  it('is on the page as soon as a render settles (what "not shown" below relies on)', async () => {
    mockApi();
    renderReminder(unverified);
    await settle();
    expect(shown()).not.toBeNull();
  });

  it.each([
    ['a verified user', testUser({ emailVerified: true }), '/dashboard'],
    ['a visitor', null, '/dashboard'],
    ['the verification page itself', unverified, '/verify-email'],
  ])('is not shown to %s', async (_name, who, path) => {
    mockApi();
    renderReminder(who, path);
    await settle();
    expect(shown()).toBeNull();
  });
});
