import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_LINK_MESSAGES } from '@core/api/email-verification';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectAccessible } from '@/lib/expect-accessible';
import { VerifyEmailPage, type VerifyEmailPageProps } from './verify-email-page';

const VERIFY = 'POST /api/auth/verify-email';
const RESEND = 'POST /api/auth/verify-email/resend';
const unverified = testUser({ emailVerified: false });

function renderPage(
  path = '/verify-email?token=tok_ABC-123',
  user: VerifyEmailPageProps['user'] = unverified,
) {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  const view = render(
    <Providers queryClient={client}>
      <VerifyEmailPage user={user} />
    </Providers>,
  );
  return { ...view, client };
}

const refusal = (reason: string, status = 400) =>
  jsonResponse(
    {
      message: VERIFICATION_LINK_MESSAGES[reason as keyof typeof VERIFICATION_LINK_MESSAGES],
      code: 'VERIFICATION_LINK_INVALID',
      reason,
    },
    status,
  );

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

describe('/verify-email', () => {
  it('says it is verifying, posts the token once, then says the address is verified', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({ [VERIFY]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container, client } = renderPage();
    expect(
      screen.getByText('Verifying your e-mail address…').closest('[role="status"]'),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    answer(jsonResponse({ email: 'ada@example.com', changed: false }));

    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeTruthy();
    expect(screen.getByText(/ada@example.com is verified/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(api.callsTo(VERIFY).map((call) => call.body)).toEqual([{ token: 'tok_ABC-123' }]);
    // The session is read again, so the reminder and the profile say "verified".
    expect(client.getQueryState(['/api/user'])?.isInvalidated).toBe(true);
    await expectAccessible(container);
  });

  it('says an e-mail change is done', async () => {
    mockApi({ [VERIFY]: jsonResponse({ email: 'new@example.com', changed: true }) });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is changed' }),
    ).toBeTruthy();
    expect(screen.getByText(/Your account now uses new@example.com/)).toBeTruthy();
  });

  it.each([
    ['invalid', "This link doesn't work"],
    ['expired', 'This link has expired'],
    ['used', 'This link was already used'],
  ])('explains the %s link and offers a new one, by keyboard', async (reason, title) => {
    const user = userEvent.setup();
    const api = mockApi({
      [VERIFY]: refusal(reason),
      [RESEND]: jsonResponse(
        { email: 'ada@example.com', message: 'We sent a new link to ada@example.com.' },
        202,
      ),
    });
    const { container } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeTruthy();
    expect(alert.textContent).toContain(
      VERIFICATION_LINK_MESSAGES[reason as keyof typeof VERIFICATION_LINK_MESSAGES],
    );
    await expectAccessible(container);

    const resend = within(alert).getByRole('button', { name: 'Send the link again' });
    resend.focus();
    await user.keyboard('{Enter}');
    expect(await within(messages()).findByText('Link sent')).toBeTruthy();
    expect(api.callsTo(RESEND)).toHaveLength(1);
  });

  it("explains another account's link, names the signed-in account, and offers no new link", async () => {
    mockApi({ [VERIFY]: refusal('other_account') });
    const { container } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This link is for another account' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain('You are signed in as ada.');
    expect(within(alert).queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Account settings' })).toBeTruthy();
    await expectAccessible(container);
  });

  it('says "already verified" for a used link of an account with nothing left to verify', async () => {
    mockApi({ [VERIFY]: refusal('used') });
    renderPage(undefined, testUser({ emailVerified: true }));
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is already verified' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('says the address went to another account (409 EMAIL_TAKEN)', async () => {
    const taken = 'Another account has verified ada@example.com. Choose a different address.';
    mockApi({ [VERIFY]: jsonResponse({ message: taken, code: 'EMAIL_TAKEN' }, 409) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'This address belongs to another account' }),
    ).toBeTruthy();
    expect(alert.textContent).toContain(taken);
  });

  it('says a link without a token does not work, without calling the server', async () => {
    const api = mockApi();
    const { container } = renderPage('/verify-email');
    expect(screen.getByRole('heading', { name: "This link doesn't work" })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await expectAccessible(container);
  });

  it('offers a retry when the request fails', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [VERIFY]: () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: "We couldn't verify your address" }),
    ).toBeTruthy();
    api.on(VERIFY, jsonResponse({ email: 'ada@example.com', changed: false }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(2));
  });
});
