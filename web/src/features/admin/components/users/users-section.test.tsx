import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  currentUrl,
  expectNoAxeViolations,
  quietConsoleBetweenTests,
  renderConsole,
  userSummary,
} from '../../test-support/admin-fixtures';

quietConsoleBetweenTests();

const list = () => screen.findByRole('region', { name: /users/i });
const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.querySelector('span > span')?.textContent);

describe('the users list', () => {
  it('lists accounts with their role, plan and state, each linking to its page', async () => {
    mockApi({
      'GET /api/admin/users': jsonResponse({
        users: [
          userSummary(3, { role: 'admin', plan: 'pro', credits: 1 }),
          userSummary(2, { disabledAt: '2026-11-01T00:00:00.000Z', name: null }),
        ],
        nextCursor: null,
      }),
    });
    const { container } = renderConsole('/admin/users');
    const region = await list();
    const [first, second] = within(region).getAllByRole('link');
    expect(first!.getAttribute('href')).toBe('/admin/users/3');
    expect(first!.textContent).toContain('User 3 @user3');
    expect(within(first!).getByText('Admin')).toBeTruthy();
    expect(within(first!).getByText('Pro')).toBeTruthy();
    expect(within(first!).getByText('1 credit')).toBeTruthy();
    // No name: the username stands in.
    expect(second!.textContent).toContain('user2 @user2');
    expect(within(second!).getByText('Disabled')).toBeTruthy();
    expect(within(second!).getByText('Free')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('searches when asked, keeps the words in the address, and pages on', async () => {
    const api = mockApi({
      'GET /api/admin/users': jsonResponse({ users: [userSummary(1)], nextCursor: null }),
      'GET /api/admin/users?q=ada': jsonResponse({
        users: [userSummary(9, { name: 'Ada One' })],
        nextCursor: 'c9',
      }),
      'GET /api/admin/users?q=ada&cursor=c9': jsonResponse({
        users: [userSummary(4, { name: 'Ada Two' })],
        nextCursor: null,
      }),
    });
    renderConsole('/admin/users');
    await list();
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'ada');
    // Typing alone does not search.
    expect(api.callsTo('GET /api/admin/users?q=ada')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await screen.findByText(/Ada One/);
    expect(currentUrl()).toBe('/admin/users?q=ada');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText(/Ada Two/);
    expect(names(await list())).toEqual(['Ada One @user9', 'Ada Two @user4']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nobody matches, and when there is nobody at all', async () => {
    mockApi({
      'GET /api/admin/users?q=zed': jsonResponse({ users: [], nextCursor: null }),
      'GET /api/admin/users': jsonResponse({ users: [], nextCursor: null }),
    });
    const { container, unmount } = renderConsole('/admin/users?q=zed');
    expect(await screen.findByRole('heading', { name: 'No users match' })).toBeTruthy();
    expect(screen.getByText("Nobody's username, e-mail or name contains “zed”.")).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('zed');
    await expectNoAxeViolations(container);
    unmount();
    renderConsole('/admin/users');
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeTruthy();
  });

  it('shows a loading state, then a retry when the list fails', async () => {
    let fail = true;
    const api = mockApi();
    api.on('GET /api/admin/users', () =>
      fail
        ? new Response('', { status: 500 })
        : jsonResponse({ users: [userSummary(5)], nextCursor: null }),
    );
    const { container } = renderConsole('/admin/users');
    expect(await screen.findByText('Loading users…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load users" });
    await expectNoAxeViolations(container);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/User 5/)).toBeTruthy();
  });
});
