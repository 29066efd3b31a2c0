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
import { NotificationsPage } from './notifications-page';

const FIRST = 'GET /api/notifications?limit=20';
const SECOND = 'GET /api/notifications?limit=20&cursor=c1';

function renderPage() {
  const client = createQueryClient();
  const view = render(
    <Providers queryClient={client}>
      <main>
        <NotificationsPage />
      </main>
    </Providers>,
  );
  return { client, ...view };
}

const listItems = () =>
  within(screen.getByRole('region', { name: 'All notifications' })).getAllByRole('listitem');

beforeEach(() => {
  window.history.replaceState(null, '', '/notifications');
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/notifications', () => {
  it('shows loading, then the first page, and loads more with the cursor', async () => {
    const first = Array.from({ length: 20 }, () => notification());
    const second = [notification({ title: 'The oldest one', isRead: true })];
    let answer: (res: Response) => void = () => undefined;
    const api = mockApi({
      [FIRST]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [SECOND]: jsonResponse(listOf(second, { unreadCount: 20 })),
    });
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(document.title).toBe('Notifications · Formloom');
    expect(screen.getByText('Loading notifications...')).toBeTruthy();
    await act(async () => answer(jsonResponse(listOf(first, { nextCursor: 'c1' }))));

    await waitFor(() => expect(listItems()).toHaveLength(20));
    expect(screen.getByText('20 new')).toBeTruthy();
    expect(screen.queryByText('The oldest one')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listItems()).toHaveLength(21));
    expect(listItems()[20]?.textContent).toContain('The oldest one');
    expect(api.callsTo(SECOND)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks all as read and refetches', async () => {
    const unread = [notification(), notification()];
    const api = mockApi({
      [FIRST]: jsonResponse(listOf(unread)),
      'POST /api/notifications/read-all': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(listItems()).toHaveLength(2));
    expect(screen.getAllByText('Unread')).toHaveLength(2);
    api.on(FIRST, jsonResponse(listOf(unread.map((n) => ({ ...n, isRead: true })))));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(screen.getByText('0 new')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('opens an item: marked read, link followed', async () => {
    const item = notification({
      id: 31,
      type: 'access_granted',
      title: 'You can now edit "Poll"',
      data: { actionUrl: '/form-builder/p1' },
    });
    const api = mockApi({
      [FIRST]: jsonResponse(listOf([item])),
      'PUT /api/notifications/31/read': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /You can now edit "Poll"/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/notifications/31/read')).toHaveLength(1));
    expect(window.location.pathname).toBe('/form-builder/p1');
  });

  it('answers an invitation in place', async () => {
    const api = mockApi({
      [FIRST]: jsonResponse(listOf([invitation({ id: 12 })])),
      'POST /api/invitations/41/respond': jsonResponse({}),
      'PUT /api/notifications/12/read': new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await findToast('Invitation Accepted')).toBeTruthy();
    expect(api.callsTo('POST /api/invitations/41/respond')[0]?.body).toEqual({
      action: 'accept',
      token: 'tok-123',
    });
    // No redirectUrl in the answer: the person stays here.
    expect(window.location.pathname).toBe('/notifications');
  });

  it('shows the empty state', async () => {
    mockApi({ [FIRST]: jsonResponse(listOf([])) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.getByText("You'll see collaboration invites and updates here")).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows an error with a retry', async () => {
    const api = mockApi({ [FIRST]: new Response('', { status: 503 }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("Couldn't load your notifications")).toBeTruthy();
    api.on(FIRST, jsonResponse(listOf([notification({ title: 'Recovered' })])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    mockApi({
      [FIRST]: jsonResponse(
        listOf(
          [
            invitation({ id: 12 }),
            invitation({ id: 13, status: 'revoked', isRead: true }),
            notification({ type: 'access_revoked' }),
          ],
          { nextCursor: 'c1' },
        ),
      ),
    });
    const { container } = renderPage();
    await waitFor(() => expect(listItems()).toHaveLength(3));
    expect(await axeViolations(container)).toEqual([]);
  });
});
