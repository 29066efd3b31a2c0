import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { RequireAuth } from '@/app/require-auth';
import { clearToasts } from '@/components/ui/use-toast';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { ProfilePage } from './profile-page';

/** The profile as the app shows it: its user is the session's, so it follows the cache. */
function renderProfile(user: ReturnType<typeof testUser>) {
  window.history.replaceState(null, '', '/profile');
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  const view = render(
    <Providers queryClient={client}>
      <RequireAuth>{(signedIn) => <ProfilePage user={signedIn} />}</RequireAuth>
    </Providers>,
  );
  return { ...view, client };
}

const messages = () => screen.getByRole('region', { name: 'Messages' });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the profile's e-mail status", () => {
  it('says an unverified address is not verified and sends the link again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/auth/verify-email/resend': jsonResponse(
        { email: 'ada@example.com', message: 'We sent a new link to ada@example.com.' },
        202,
      ),
    });
    const { container } = renderProfile(testUser({ emailVerified: false }));
    const status = screen.getByRole('status', { name: 'E-mail verification' });
    expect(status.textContent).toContain('Not verified');
    expect(status.textContent).toContain('Open the link we sent to ada@example.com');
    await expectAccessible(container);
    await user.click(within(status).getByRole('button', { name: 'Send the link again' }));
    expect(await within(messages()).findByText('Link sent')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/verify-email/resend')).toHaveLength(1);
  });

  it('says where the link of a pending change went, and cancels the change', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'PATCH /api/user': jsonResponse(testUser()) });
    const { container } = renderProfile(testUser({ pendingEmail: 'countess@example.com' }));
    const status = screen.getByRole('status', { name: 'E-mail change' });
    expect(status.textContent).toContain('We sent a link to countess@example.com');
    expect(status.textContent).toContain('until then it stays ada@example.com');
    // The field shows the address in use, not the one waiting for its link.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await expectAccessible(container);

    await user.click(within(status).getByRole('button', { name: 'Cancel the change' }));
    expect(await within(messages()).findByText('Change cancelled')).toBeTruthy();
    expect(api.callsTo('PATCH /api/user').map((call) => call.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'E-mail change' })).toBeNull());
    expect(screen.getByText('Verified address')).toBeTruthy();
  });

  it('marks a verified address as verified, with nothing to do', () => {
    mockApi();
    renderProfile(testUser());
    expect(screen.getByText('Verified address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
