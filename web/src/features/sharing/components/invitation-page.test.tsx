import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { InvitationDetails } from '@core/api/collaboration';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectNoAxeViolations } from '../test-support/sharing-fixtures';
import { InvitationPage } from './invitation-page';

const PAGE = '/invitations/31/tok-abc';
const DETAILS = 'GET /api/invitations/31?token=tok-abc';
const RESPOND = 'POST /api/invitations/31/respond';

function invitation(overrides: Partial<InvitationDetails> = {}): InvitationDetails {
  return {
    id: 31,
    formId: 'f1',
    formTitle: 'Team pulse',
    invitedBy: 'Ada Lovelace',
    email: 'grace@example.com',
    role: 'viewer',
    status: 'pending',
    expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

function renderPage(user: ReturnType<typeof testUser> | null) {
  window.history.replaceState(null, '', PAGE);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  const view = render(
    <Providers queryClient={client}>
      <Route path="/invitations/:invitationId/:token">
        <InvitationPage />
      </Route>
    </Providers>,
  );
  return { client, view };
}

const grace = () => testUser({ id: 8, username: 'grace', email: 'grace@example.com' });
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

describe('the invitation page', () => {
  it('says it is loading, then shows the form, who invited and the role', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ [DETAILS]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage(grace());
    expect(screen.getByText('Loading the invitation…').closest('[role="status"]')).toBeTruthy();
    answer(jsonResponse(invitation()));
    const heading = await screen.findByRole('heading', {
      name: 'Ada Lovelace invited you to “Team pulse”',
    });
    const card = heading.closest('div')!.parentElement!;
    expect(card.textContent).toContain('As a viewer: Sees the form, its responses');
    expect(card.textContent).toContain('Expires in 3 days');
  });

  it('offers a signed-out visitor to create an account or log in, coming back here', async () => {
    mockApi({ [DETAILS]: jsonResponse(invitation()) });
    renderPage(null);
    const create = await screen.findByRole('link', { name: 'Create an account' });
    expect(create.getAttribute('href')).toBe(
      '/auth?tab=register&redirect=%2Finvitations%2F31%2Ftok-abc',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth?redirect=%2Finvitations%2F31%2Ftok-abc',
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts with the token, says so, and goes to the redirect URL', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [DETAILS]: jsonResponse(invitation()),
      [RESPOND]: jsonResponse({ redirectUrl: '/forms/f1/responses' }),
    });
    const { client } = renderPage(grace());
    client.setQueryData(['shared-forms'], []);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(window.location.pathname).toBe('/forms/f1/responses'));
    expect(api.callsTo(RESPOND).map((call) => call.body)).toEqual([
      { action: 'accept', token: 'tok-abc' },
    ]);
    expect(within(messages()).getByText('Invitation Accepted')).toBeTruthy();
    expect(within(messages()).getByText('You can now collaborate on this form')).toBeTruthy();
    // The dashboard's "Shared with me" reads the list again.
    expect(client.getQueryState(['shared-forms'])?.isInvalidated).toBe(true);
  });

  it('declines, says so, and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [DETAILS]: jsonResponse(invitation()),
      [RESPOND]: jsonResponse({}),
    });
    renderPage(grace());
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(api.callsTo(RESPOND).map((call) => call.body)).toEqual([
      { action: 'decline', token: 'tok-abc' },
    ]);
    expect(within(messages()).getByText('Invitation Declined')).toBeTruthy();
    expect(within(messages()).getByText('The invitation has been declined')).toBeTruthy();
  });

  it('explains a wrong account (403), with the server’s message in the Error toast', async () => {
    const user = userEvent.setup();
    mockApi({
      [DETAILS]: jsonResponse(invitation()),
      [RESPOND]: jsonResponse(
        { message: 'This invitation is for another account', code: 'FORBIDDEN' },
        403,
      ),
    });
    renderPage(testUser());
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This invitation was sent to grace@example.com');
    expect(alert.textContent).toContain('you are signed in as ada');
    expect(within(messages()).getByText('Error')).toBeTruthy();
    expect(within(messages()).getByText('This invitation is for another account')).toBeTruthy();
    expect(window.location.pathname).toBe(PAGE);
  });

  it('asks to verify the address (403 EMAIL_NOT_VERIFIED) and sends the link again', async () => {
    const user = userEvent.setup();
    const notVerified =
      'This invitation was sent to grace@example.com. Verify that address to answer it: open the link we e-mailed to it, or send the link again.';
    const api = mockApi({
      [DETAILS]: jsonResponse(invitation()),
      [RESPOND]: jsonResponse(
        { message: notVerified, code: 'EMAIL_NOT_VERIFIED', email: 'grace@example.com' },
        403,
      ),
      'POST /api/auth/verify-email/resend': jsonResponse(
        {
          email: 'grace@example.com',
          message: 'We sent a new link to grace@example.com. It works for 24 hours.',
        },
        202,
      ),
    });
    const { view } = renderPage(grace());
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(notVerified);
    // Not the wrong-account text: this is the right account, its address is not verified yet.
    expect(alert.textContent).not.toContain('you are signed in as');
    await expectNoAxeViolations(view.container);

    await user.click(within(alert).getByRole('button', { name: 'Send the link again' }));
    expect(await within(messages()).findByText('Link sent')).toBeTruthy();
    expect(
      within(messages()).getByText(
        'We sent a new link to grace@example.com. It works for 24 hours.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/auth/verify-email/resend')).toHaveLength(1);
    expect(window.location.pathname).toBe(PAGE);
  });

  it('shows the new state when the invitation was withdrawn meanwhile (410)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [DETAILS]: jsonResponse(invitation()),
      [RESPOND]: jsonResponse(
        {
          message: 'This invitation was withdrawn by the person who sent it.',
          code: 'INVITATION_GONE',
        },
        410,
      ),
    });
    renderPage(grace());
    const accept = await screen.findByRole('button', { name: 'Accept' });
    api.on(DETAILS, jsonResponse(invitation({ status: 'revoked' })));
    await user.click(accept);
    expect(
      await screen.findByRole('heading', { name: 'This invitation was withdrawn' }),
    ).toBeTruthy();
    expect(
      within(messages()).getByText('This invitation was withdrawn by the person who sent it.'),
    ).toBeTruthy();
  });

  it('falls back to the spec’s failure text when the server says nothing', async () => {
    const user = userEvent.setup();
    mockApi({
      [DETAILS]: jsonResponse(invitation()),
      [RESPOND]: () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    renderPage(grace());
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(within(messages()).getByText('Failed to respond to invitation')).toBeTruthy(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['expired', 'This invitation has expired', 'Ask Ada Lovelace to invite you'],
    ['revoked', 'This invitation was withdrawn', 'Ada Lovelace took back the invitation'],
    ['accepted', 'This invitation was already answered', 'was accepted'],
    ['declined', 'This invitation was already answered', 'was declined'],
  ] as const)('shows a %s invitation without Accept', async (status, title, text) => {
    mockApi({ [DETAILS]: jsonResponse(invitation({ status })) });
    renderPage(grace());
    const heading = await screen.findByRole('heading', { name: title });
    expect(heading.parentElement!.textContent).toContain(text);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says a wrong link does not work (404)', async () => {
    mockApi({
      [DETAILS]: jsonResponse({ message: 'Invitation not found', code: 'NOT_FOUND' }, 404),
    });
    renderPage(grace());
    expect(
      await screen.findByRole('heading', { name: "This invitation link doesn't work" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    const api = mockApi({
      [DETAILS]: () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    renderPage(grace());
    const alert = await screen.findByRole('alert');
    api.on(DETAILS, jsonResponse(invitation()));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('has no axe violations, signed in and signed out', async () => {
    mockApi({ [DETAILS]: jsonResponse(invitation()) });
    const signedIn = renderPage(grace());
    await screen.findByRole('button', { name: 'Accept' });
    await expectNoAxeViolations(signedIn.view.container);
    signedIn.view.unmount();
    const signedOut = renderPage(null);
    await screen.findByRole('link', { name: 'Create an account' });
    await expectNoAxeViolations(signedOut.view.container);
  });
});
