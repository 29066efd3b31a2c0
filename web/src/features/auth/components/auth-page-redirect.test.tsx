/**
 * /auth opened with a `redirect` (issue 28 item 7): an invitation's link is named from the
 * invitation's details and its address filled in; any other page is named in words. The path is
 * never printed: an invitation's ends in its secret token.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationDetails } from '@core/api/collaboration';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, type MockAnswer } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectAccessible } from '../test-support/expect-accessible';
import { AuthPage } from './auth-page';
import { LoginPage } from './login-page';

const TOKEN = 'Zq3-secretTokenValue_9xY';
const INVITATION_PATH = `/invitations/31/${TOKEN}`;
const DETAILS = `GET /api/invitations/31?token=${TOKEN}`;
const NO_GOOGLE = { 'GET /api/auth/providers': jsonResponse({ google: null }) };
const PROMPT =
  'Create a free account or sign in to accept the invitation from Ada Lovelace for “Team survey”.';

function invitation(overrides: Partial<InvitationDetails> = {}): InvitationDetails {
  return {
    id: 31,
    formId: 'f1',
    formTitle: 'Team survey',
    invitedBy: 'Ada Lovelace',
    email: 'bob@example.com',
    role: 'editor',
    status: 'pending',
    expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
    ...overrides,
  };
}

function renderAuth(redirect: string, { register = true, page = '/auth' } = {}) {
  const tab = register ? 'tab=register&' : '';
  window.history.replaceState(null, '', `${page}?${tab}redirect=${encodeURIComponent(redirect)}`);
  return render(
    <Providers queryClient={createQueryClient()}>
      {page === '/auth' ? <AuthPage /> : <LoginPage />}
    </Providers>,
  );
}

/** What the page says, all of it (the notice, the forms, hints and hidden labels). */
const pageText = () => document.body.textContent ?? '';
const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;

/** An answer held back until the test lets it go, so the loading state can be seen. */
function held(answer: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const respond: MockAnswer = async () => {
    await gate;
    return answer();
  };
  return { respond, release };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sent here by an invitation link', () => {
  it('says it is loading, then names who invited and the form, and fills in the address', async () => {
    const answer = held(() => jsonResponse(invitation()));
    mockApi({ ...NO_GOOGLE, [DETAILS]: answer.respond });
    const view = renderAuth(INVITATION_PATH);

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Loading the invitation…',
    );
    // The form is usable meanwhile; the address comes with the invitation.
    expect(emailField().value).toBe('');
    act(() => answer.release());

    expect(await screen.findByText(PROMPT, { exact: false })).toBeTruthy();
    await waitFor(() => expect(emailField().value).toBe('bob@example.com'));
    expect(pageText()).toContain('Your invitation was sent to bob@example.com.');
    expect(pageText()).not.toContain(TOKEN);
    expect(pageText()).not.toContain('/invitations/');
    await expectAccessible(view.container);
  });

  it('leaves the address editable, and never overwrites one typed before the invitation came', async () => {
    const user = userEvent.setup();
    const answer = held(() => jsonResponse(invitation()));
    mockApi({ ...NO_GOOGLE, [DETAILS]: answer.respond });
    renderAuth(INVITATION_PATH);

    await user.type(emailField(), 'robert@example.org');
    act(() => answer.release());
    expect(await screen.findByText(PROMPT, { exact: false })).toBeTruthy();
    expect(emailField().value).toBe('robert@example.org');

    await user.clear(emailField());
    await user.type(emailField(), 'bob@work.example');
    expect(emailField().value).toBe('bob@work.example');
  });

  it('fills the address in when the person opens Create account after the invitation loaded', async () => {
    const user = userEvent.setup();
    mockApi({ ...NO_GOOGLE, [DETAILS]: jsonResponse(invitation()) });
    renderAuth(INVITATION_PATH, { register: false });

    expect(await screen.findByText(PROMPT, { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(emailField().value).toBe('bob@example.com');
  });

  it('names the invitation on /login too, where a recognised address is sent', async () => {
    const api = mockApi({ ...NO_GOOGLE, [DETAILS]: jsonResponse(invitation()) });
    renderAuth(INVITATION_PATH, { register: false, page: '/login' });
    expect(await screen.findByText(PROMPT, { exact: false })).toBeTruthy();
    expect(pageText()).not.toContain(TOKEN);
    expect(api.callsTo(DETAILS)).toHaveLength(1);
  });

  it('says plainly that an expired invitation has expired, and still offers both forms', async () => {
    mockApi({ ...NO_GOOGLE, [DETAILS]: jsonResponse(invitation({ status: 'expired' })) });
    renderAuth(INVITATION_PATH);

    expect(
      await screen.findByText(
        'The invitation from Ada Lovelace for “Team survey” has expired. You can still create an account or sign in.',
        { exact: false },
      ),
    ).toBeTruthy();
    expect(pageText()).toContain('Ask Ada Lovelace to invite you again.');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(pageText()).not.toContain(TOKEN);
  });

  it('says an unknown invitation link does not work, and still lets them sign in', async () => {
    const user = userEvent.setup();
    mockApi({
      ...NO_GOOGLE,
      [DETAILS]: jsonResponse({ message: 'Invitation not found', code: 'NOT_FOUND' }, 404),
    });
    renderAuth(INVITATION_PATH);

    expect(
      await screen.findByText("This invitation link doesn't work", { exact: false }),
    ).toBeTruthy();
    expect(pageText()).not.toContain(TOKEN);
    expect(emailField().value).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers to try again when the invitation could not be loaded', async () => {
    const user = userEvent.setup();
    const api = mockApi({ ...NO_GOOGLE, [DETAILS]: () => new Response('', { status: 503 }) });
    renderAuth(INVITATION_PATH);

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(pageText()).toContain("Couldn't load the invitation. You can still create an account");
    api.on(DETAILS, jsonResponse(invitation()));
    await user.click(retry);
    expect(await screen.findByText(PROMPT, { exact: false })).toBeTruthy();
    expect(api.callsTo(DETAILS)).toHaveLength(2);
    await waitFor(() => expect(emailField().value).toBe('bob@example.com'));
  });
});

describe('sent here by any other page', () => {
  it.each([
    ['/brandkit', 'Sign in to open your brand kit.'],
    ['/dashboard?tab=shared', 'Sign in to see the forms shared with you.'],
    ['/forms/4f1c2a/responses', "Sign in to see this form's responses."],
    ['/verify-email?token=sEcReT-verify-123', 'Sign in to verify your e-mail address.'],
    ['/somewhere/else?x=1', 'Sign in to continue.'],
  ])('names %s in words, never its path', async (redirect, words) => {
    const api = mockApi(NO_GOOGLE);
    renderAuth(redirect, { register: false });
    expect(screen.getByText(`${words} After signing in you will go straight there.`)).toBeTruthy();
    const path = redirect.split('?')[0]!;
    expect(pageText()).not.toContain(path);
    expect(pageText()).not.toContain('sEcReT');
    expect(api.calls.filter((call) => call.url.startsWith('/api/invitations'))).toEqual([]);
  });
});
