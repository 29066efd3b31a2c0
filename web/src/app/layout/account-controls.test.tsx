import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { AccountControls } from './account-controls';

async function openUserMenu(user: ReturnType<typeof testUser>) {
  mockApi({ 'GET /api/notifications': jsonResponse({ notifications: [], unreadCount: 0 }) });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  render(
    <Providers queryClient={client}>
      <AccountControls user={user} />
    </Providers>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Ada Lovelace' }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the user menu', () => {
  it('links an admin to the console', async () => {
    await openUserMenu(testUser({ role: 'admin' }));
    expect(screen.getByRole('menuitem', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('does not mention the console to anyone else', async () => {
    await openUserMenu(testUser({ role: 'user' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });

  it('leads to the notifications and billing, as well as the profile', async () => {
    await openUserMenu(testUser({ role: 'user' }));
    const hrefs = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual(['/profile', '/notifications', '/billing', null]);
  });
});
