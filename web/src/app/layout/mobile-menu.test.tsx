import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { MobileMenu } from './mobile-menu';

function renderMenu(user: ReturnType<typeof testUser> | null) {
  mockApi();
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, user);
  const onOpenChange = vi.fn();
  render(
    <Providers queryClient={client}>
      <MobileMenu open onOpenChange={onOpenChange} onCloseAutoFocus={() => undefined} />
    </Providers>,
  );
  return onOpenChange;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mobile menu', () => {
  it('links a signed-in user to /notifications and /billing, and closes on the way', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderMenu(testUser());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Billing' }).getAttribute('href')).toBe(
      '/billing',
    );
    const link = within(dialog).getByRole('link', { name: 'Notifications' });
    expect(link.getAttribute('href')).toBe('/notifications');
    await user.click(link);
    expect(window.location.pathname).toBe('/notifications');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers guests no notifications link', async () => {
    renderMenu(null);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Notifications' })).toBeNull();
  });
});
