import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '@core/api/account';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { SessionsCard } from './sessions-card';

function session(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: new Date().toISOString(),
    browser: 'Firefox 133',
    system: 'Windows 10',
    address: '203.0.113.7',
    current: true,
    ...overrides,
  };
}

const THIS = session();
const PHONE = session({
  id: 2,
  browser: 'Safari 17',
  system: 'iOS 17.5',
  address: '198.51.100.4',
  current: false,
  lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
});
const LAPTOP = session({ id: 3, browser: 'Chrome 131', system: 'macOS 10.15.7', current: false });

function renderCard() {
  render(
    <Providers queryClient={createQueryClient()}>
      <SessionsCard />
    </Providers>,
  );
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

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sessions card', () => {
  it('shows a loading state, then the sessions with "This device" on the caller\'s, axe-clean', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({
      'GET /api/user/sessions': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderCard();
    expect(await screen.findByRole('status', { name: 'Loading sessions' })).toBeTruthy();
    act(() => answer(jsonResponse({ sessions: [THIS, PHONE] })));

    const mine = (
      await screen.findByRole('heading', { name: 'Firefox 133 on Windows 10' })
    ).closest('li')!;
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(mine).getByText('Now')).toBeTruthy();
    expect(within(mine).getByText('203.0.113.7')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    const phone = screen.getByRole('heading', { name: 'Safari 17 on iOS 17.5' }).closest('li')!;
    expect(within(phone).queryByText('This device')).toBeNull();
    expect(within(phone).getByText('3 hours ago')).toBeTruthy();
    expect(
      within(phone).getByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Signed in on 2 devices' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('says when only this device is signed in, with no "everywhere else" button', async () => {
    mockApi({ 'GET /api/user/sessions': jsonResponse({ sessions: [THIS] }) });
    renderCard();
    expect(
      await screen.findByRole('heading', { name: 'Signed in on this device only' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('shows the empty state when there are none', async () => {
    mockApi({ 'GET /api/user/sessions': jsonResponse({ sessions: [] }) });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'No signed-in sessions' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('shows an error with a retry that loads the list', async () => {
    const api = mockApi({
      'GET /api/user/sessions': jsonResponse({ message: 'Down', code: 'INTERNAL_ERROR' }, 500),
    });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your sessions could not be loaded')).toBeTruthy();
    api.on('GET /api/user/sessions', jsonResponse({ sessions: [THIS] }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeTruthy();
  });

  it('signs one session out after confirming, from the keyboard, and moves focus to the list', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/user/sessions': jsonResponse({ sessions: [THIS, PHONE] }),
      'DELETE /api/user/sessions/2': jsonResponse({ ended: 1 }),
    });
    renderCard();
    const button = await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' });

    await user.click(button);
    let confirm = await screen.findByRole('alertdialog', { name: 'Sign out this session?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(api.callsTo('DELETE /api/user/sessions/2')).toHaveLength(0);

    await user.keyboard('{Enter}');
    confirm = await screen.findByRole('alertdialog', { name: 'Sign out this session?' });
    expect(within(confirm).getByText(/Safari 17 on iOS 17.5 is signed out at once/)).toBeTruthy();
    await expectNoAxeViolations(confirm);
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await findToast('Signed out')).toBeTruthy();
    expect(api.callsTo('DELETE /api/user/sessions/2')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Safari 17 on iOS 17.5' })).toBeNull(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Signed in on this device only' }),
      ),
    );
  });

  it('signs out everywhere else and keeps this device', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/user/sessions': jsonResponse({ sessions: [THIS, PHONE, LAPTOP] }),
      'POST /api/user/sessions/sign-out-others': jsonResponse({ ended: 2 }),
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await findToast('2 other sessions signed out.')).toBeTruthy();
    expect(api.callsTo('POST /api/user/sessions/sign-out-others')[0]?.body).toEqual({});
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('This device')).toBeTruthy();
  });

  it('says so when a sign-out fails, and reads the list again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/user/sessions': jsonResponse({ sessions: [THIS, PHONE] }),
      'DELETE /api/user/sessions/2': jsonResponse(
        { message: 'Session not found', code: 'NOT_FOUND' },
        404,
      ),
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari 17 on iOS 17.5' }));
    api.on('GET /api/user/sessions', jsonResponse({ sessions: [THIS] }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    expect(await findToast('Not signed out')).toBeTruthy();
    expect(screen.getByText('Session not found')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/user/sessions')).toHaveLength(2));
  });
});
