import { NOTIFICATION_POLL_MS } from '@core/api/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import {
  axeViolations,
  findToast,
  invitation,
  listOf,
  notification,
} from '../test-support/notification-fixtures';
import { NotificationBell } from './notification-bell';

const LIST = 'GET /api/notifications?limit=10';

function renderBell() {
  const client = createQueryClient();
  render(
    <Providers queryClient={client}>
      <NotificationBell />
    </Providers>,
  );
  return client;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bell());
  return screen.findByRole('menu');
}

/** The panel's notification items (not Accept, Decline or View All). */
const itemsIn = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .filter(
      (el) => !['Accept', 'Decline', 'View All Notifications'].includes(el.textContent ?? ''),
    );

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the badge', () => {
  it('caps the unread count at 9+, and names the button with it', async () => {
    mockApi({ [LIST]: jsonResponse(listOf([notification()], { unreadCount: 12 })) });
    renderBell();
    await waitFor(() => expect(within(bell()).getByText('9+')).toBeTruthy());
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 9+ unread');
  });

  it('shows a count of nine as 9, and no badge when nothing is unread', async () => {
    const api = mockApi({ [LIST]: jsonResponse(listOf([], { unreadCount: 9 })) });
    const client = renderBell();
    await waitFor(() => expect(within(bell()).getByText('9')).toBeTruthy());

    api.on(LIST, jsonResponse(listOf([notification({ isRead: true })])));
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(within(bell()).queryByText('9')).toBeNull());
    expect(bell().textContent).toBe('');
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('polls every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ [LIST]: jsonResponse(listOf([], { unreadCount: 1 })) });
    renderBell();
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    api.on(LIST, jsonResponse(listOf([], { unreadCount: 3 })));

    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1000));
    expect(api.callsTo(LIST)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(within(bell()).getByText('3')).toBeTruthy());
  });
});

describe('the panel', () => {
  it('says it is loading, then shows the empty state', async () => {
    let answer: (res: Response) => void = () => undefined;
    mockApi({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderBell();
    const menu = await openPanel(user);
    expect(within(menu).getByText('Loading notifications...')).toBeTruthy();

    await act(async () => answer(jsonResponse(listOf([]))));
    expect(await within(menu).findByText('No notifications yet')).toBeTruthy();
    expect(
      within(menu).getByText("You'll see collaboration invites and updates here"),
    ).toBeTruthy();
    expect(within(menu).getByText('0 new')).toBeTruthy();
    expect(within(menu).queryByText('View All Notifications')).toBeNull();
  });

  it('shows at most 10 items and View All Notifications when there are more', async () => {
    const twelve = Array.from({ length: 12 }, () => notification());
    mockApi({ [LIST]: jsonResponse(listOf(twelve, { unreadCount: 14, nextCursor: 'c1' })) });
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(within(bell()).getByText('9+')).toBeTruthy());
    const menu = await openPanel(user);

    expect(within(menu).getByText('14 new')).toBeTruthy();
    const items = itemsIn(menu);
    expect(items).toHaveLength(10);
    expect(items[0]?.textContent).toContain(twelve[0]!.title);
    expect(items[0]?.textContent).toContain(twelve[0]!.message);
    expect(items[0]?.textContent).toContain('5 minutes ago');
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(menu).queryByText(twelve[10]!.title)).toBeNull();
    const viewAll = within(menu).getByRole('menuitem', { name: 'View All Notifications' });
    expect(viewAll.getAttribute('href')).toBe('/notifications');
  });

  it('shows an icon per type, and no View All when everything fits', async () => {
    const types = [
      'invitation',
      'form_shared',
      'collaboration_request',
      'access_granted',
      'access_revoked',
      'other',
    ] as const;
    const list = types.map((type) => notification({ type, isRead: type === 'other' }));
    mockApi({ [LIST]: jsonResponse(listOf(list)) });
    const user = userEvent.setup();
    renderBell();
    const menu = await openPanel(user);
    await waitFor(() => expect(itemsIn(menu)).toHaveLength(6));
    const icons = itemsIn(menu).map((item) => item.querySelector('[data-type]'));
    expect(icons.map((icon) => icon?.getAttribute('data-type'))).toEqual([...types]);
    expect(
      new Set(icons.map((icon) => icon?.querySelector('svg')?.getAttribute('class'))).size,
    ).toBe(6);
    // Read items have no unread dot.
    expect(within(itemsIn(menu)[5]!).queryByText('Unread')).toBeNull();
    expect(within(menu).queryByText('View All Notifications')).toBeNull();
  });

  it('marks an item read when it is opened, refetches, and follows its link', async () => {
    const shared = notification({
      id: 5,
      type: 'form_shared',
      title: 'Form shared with you',
      data: { formId: 'f9', actionUrl: '/forms/f9/responses' },
    });
    const api = mockApi({
      [LIST]: jsonResponse(listOf([shared])),
      'PUT /api/notifications/5/read': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderBell();
    const menu = await openPanel(user);
    await waitFor(() => expect(itemsIn(menu)).toHaveLength(1));
    const listCalls = api.callsTo(LIST).length;
    api.on(LIST, jsonResponse(listOf([{ ...shared, isRead: true }])));

    await user.click(itemsIn(menu)[0]!);
    await waitFor(() => expect(api.callsTo('PUT /api/notifications/5/read')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
    expect(window.location.pathname).toBe('/forms/f9/responses');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('never follows a link that leaves the site', async () => {
    const evil = notification({ id: 6, data: { actionUrl: 'https://evil.example/phish' } });
    const api = mockApi({
      [LIST]: jsonResponse(listOf([evil])),
      'PUT /api/notifications/6/read': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderBell();
    const menu = await openPanel(user);
    await waitFor(() => expect(itemsIn(menu)).toHaveLength(1));
    await user.click(itemsIn(menu)[0]!);
    await waitFor(() => expect(api.callsTo('PUT /api/notifications/6/read')).toHaveLength(1));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = mockApi({ [LIST]: jsonResponse({ message: 'Down', code: 'X' }, 500) });
    const user = userEvent.setup();
    renderBell();
    const menu = await openPanel(user);
    expect(await within(menu).findByText("Couldn't load notifications")).toBeTruthy();
    api.on(LIST, jsonResponse(listOf([notification({ title: 'Back again' })])));
    await user.click(within(menu).getByRole('menuitem', { name: 'Try again' }));
    expect(await within(menu).findByText('Back again')).toBeTruthy();
  });
});

describe('invitations in the panel', () => {
  function setup(invite = invitation({ id: 9 })) {
    const api = mockApi({
      [LIST]: jsonResponse(listOf([invite])),
      'PUT /api/notifications/9/read': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const client = renderBell();
    return { api, user, client };
  }

  it('accepts with the token from the actionUrl, says so, and goes to the redirect URL', async () => {
    const { api, user, client } = setup();
    client.setQueryData(['shared-forms'], []);
    api.on(
      'POST /api/invitations/41/respond',
      jsonResponse({ redirectUrl: '/forms/form-1/responses' }),
    );
    const menu = await openPanel(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Accept' }));

    expect(await findToast('Invitation Accepted')).toBeTruthy();
    expect(await findToast('You can now collaborate on this form')).toBeTruthy();
    expect(api.callsTo('POST /api/invitations/41/respond')[0]?.body).toEqual({
      action: 'accept',
      token: 'tok-123',
    });
    expect(window.location.pathname).toBe('/forms/form-1/responses');
    expect(client.getQueryState(['shared-forms'])?.isInvalidated).toBe(true);
  });

  it('declines in place', async () => {
    const { api, user } = setup();
    api.on('POST /api/invitations/41/respond', new Response(null, { status: 204 }));
    const menu = await openPanel(user);
    const decline = await within(menu).findByRole('menuitem', { name: 'Decline' });
    const listCalls = api.callsTo(LIST).length;
    await user.click(decline);

    expect(await findToast('Invitation Declined')).toBeTruthy();
    // The list is read again, so the invitation shows its new state.
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
    expect(await findToast('The invitation has been declined')).toBeTruthy();
    expect(api.callsTo('POST /api/invitations/41/respond')[0]?.body).toEqual({
      action: 'decline',
      token: 'tok-123',
    });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it("shows the server's message when answering fails", async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/invitations/41/respond',
      jsonResponse({ message: 'This invitation has expired', code: 'GONE' }, 410),
    );
    const menu = await openPanel(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Accept' }));
    expect(await findToast('Error')).toBeTruthy();
    expect(await findToast('This invitation has expired')).toBeTruthy();
    expect(api.callsTo('PUT /api/notifications/9/read')).toHaveLength(0);
  });

  it('falls back to the spec text when the failure has no message', async () => {
    const { api, user } = setup();
    api.on('POST /api/invitations/41/respond', new Response('', { status: 502 }));
    const menu = await openPanel(user);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Decline' }));
    expect(await findToast('Error')).toBeTruthy();
    expect(await findToast('Failed to respond to invitation')).toBeTruthy();
  });

  it('opening the invitation itself marks it read but does not leave the page', async () => {
    const { api, user } = setup();
    const menu = await openPanel(user);
    await waitFor(() => expect(itemsIn(menu)).toHaveLength(1));
    await user.click(itemsIn(menu)[0]!);
    await waitFor(() => expect(api.callsTo('PUT /api/notifications/9/read')).toHaveLength(1));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('offers no Accept or Decline once the invitation cannot be answered', async () => {
    setup(invitation({ id: 9, status: 'expired' }));
    const user = userEvent.setup();
    const menu = await openPanel(user);
    expect(await within(menu).findByText(/Expired/)).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Accept' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Decline' })).toBeNull();
  });
});

describe('keyboard and accessibility', () => {
  it('opens with Enter or Space and moves through items with the arrow keys', async () => {
    const list = [invitation({ id: 9 }), notification({ title: 'Second' })];
    mockApi({ [LIST]: jsonResponse(listOf(list, { nextCursor: 'more' })) });
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(within(bell()).getByText('2')).toBeTruthy());

    bell().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const expected = ['Form invitation', 'Accept', 'Decline', 'Second', 'View All Notifications'];
    // A keyboard opening focuses the first item; each arrow press moves to the next one.
    for (const [index, text] of expected.entries()) {
      if (index > 0) await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(document.activeElement?.textContent).toContain(text));
      expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
      expect(document.activeElement?.textContent).toContain(text);
      expect(menu.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(bell());

    await user.keyboard(' ');
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('has no axe violations with the panel open, with items and empty', async () => {
    const api = mockApi({
      [LIST]: jsonResponse(
        listOf(
          [
            invitation({ id: 9 }),
            invitation({ id: 10, status: 'accepted', isRead: true }),
            notification({ type: 'access_granted' }),
          ],
          { nextCursor: 'more' },
        ),
      ),
    });
    const user = userEvent.setup();
    const client = renderBell();
    const menu = await openPanel(user);
    await waitFor(() => expect(itemsIn(menu)).toHaveLength(3));
    expect(await axeViolations(document.body)).toEqual([]);

    api.on(LIST, jsonResponse(listOf([])));
    await act(() => client.invalidateQueries());
    expect(await within(menu).findByText('No notifications yet')).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
