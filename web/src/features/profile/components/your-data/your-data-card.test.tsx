import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { YourDataCard } from './your-data-card';

function renderCard(user = testUser()): QueryClient {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  client.setQueryData(['/api/forms'], []);
  render(
    <Providers queryClient={client}>
      <YourDataCard />
    </Providers>,
  );
  return client;
}

async function expectNoAxeViolations(root: Element) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const findToast = (text: string) =>
  within(screen.getByRole('region', { name: 'Messages' })).findByText(text);

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { user, dialog };
}

beforeEach(() => {
  window.history.pushState(null, '', '/profile');
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('your data card', () => {
  it('downloads the export through a plain link, and is axe-clean', async () => {
    mockApi({});
    renderCard();
    const link = screen.getByRole('link', { name: 'Download your data' });
    expect(link.getAttribute('href')).toBe('/api/user/export');
    expect(link.hasAttribute('download')).toBe(true);
    await expectNoAxeViolations(document.body);
  });

  it('says what goes and enables deletion only for the exact username and a password', async () => {
    const api = mockApi({});
    renderCard();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/can.t be undone/)).toBeTruthy();
    expect(within(dialog).getByText('Your forms, their questions and settings')).toBeTruthy();
    expect(
      within(dialog).getByText('Every response, draft and uploaded file of your forms'),
    ).toBeTruthy();
    await expectNoAxeViolations(dialog);

    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const typed = within(dialog).getByLabelText('Type your username, ada, to confirm');
    expect(document.activeElement).toBe(typed);
    await user.keyboard('Ada');
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.clear(typed);
    await user.type(typed, 'ada');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);

    // Cancel changes nothing, and the focus goes back to the button that opened the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account…' }));
    expect(api.callsTo('DELETE /api/user')).toHaveLength(0);
  });

  it('shows a wrong password on the field and keeps the account', async () => {
    const api = mockApi({
      'DELETE /api/user': jsonResponse(
        {
          message: 'Your current password is not correct.',
          code: 'REAUTH_REQUIRED',
          reauth: 'password',
        },
        403,
      ),
    });
    renderCard();
    const { user, dialog } = await openDialog();
    await user.keyboard('ada');
    await user.type(within(dialog).getByLabelText('Current password'), 'not it');
    await user.keyboard('{Enter}');
    const password = within(dialog).getByLabelText('Current password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Your current password is not correct.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/user')[0]?.body).toEqual({ currentPassword: 'not it' });
    expect(window.location.pathname).toBe('/profile');
  });

  it('deletes the account, then lands signed out on the home page with a toast', async () => {
    const api = mockApi({ 'DELETE /api/user': () => new Response(null, { status: 204 }) });
    const client = renderCard();
    const { user, dialog } = await openDialog();
    await user.keyboard('ada');
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await findToast('Account deleted')).toBeTruthy();
    expect(api.callsTo('DELETE /api/user')[0]?.body).toEqual({
      currentPassword: 'correct horse battery',
    });
    expect(window.location.pathname).toBe('/');
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    // Everything read as the deleted account is dropped.
    expect(client.getQueryData(['/api/forms'])).toBeUndefined();
  });

  it('lets a Google account confirm without a password, and says when a fresh sign-in is needed', async () => {
    const api = mockApi({
      'DELETE /api/user': jsonResponse(
        {
          message: 'Sign in with Google again to make this change.',
          code: 'REAUTH_REQUIRED',
          reauth: 'google',
        },
        403,
      ),
    });
    renderCard(testUser({ authProvider: 'google' }));
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    await user.keyboard('ada{Enter}');
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Sign in with Google again/);
    expect(api.callsTo('DELETE /api/user')[0]?.body).toEqual({});
  });
});
