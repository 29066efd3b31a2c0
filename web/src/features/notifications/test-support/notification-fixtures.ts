/** Notifications and list answers for this feature's tests. */
import type { Notification, NotificationsResponse } from '@core/api/notifications';
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

let nextId = 1;

export function notification(overrides: Partial<Notification> = {}): Notification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type: 'other',
    title: `Update ${id}`,
    message: `Something happened (${id})`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    isRead: false,
    data: {},
    ...overrides,
  };
}

export function invitation(
  overrides: Partial<Notification> & { status?: Notification['data']['invitationStatus'] } = {},
): Notification {
  const { status = 'pending', ...rest } = overrides;
  return notification({
    type: 'invitation',
    title: 'Form invitation',
    message: 'Grace invited you to edit "Team survey"',
    data: {
      invitationId: 41,
      formId: 'form-1',
      actionUrl: '/invitations/41/tok-123',
      invitationStatus: status,
    },
    ...rest,
  });
}

export function listOf(
  notifications: Notification[],
  options: { unreadCount?: number; nextCursor?: string | null } = {},
): NotificationsResponse {
  return {
    notifications,
    unreadCount: options.unreadCount ?? notifications.filter((n) => !n.isRead).length,
    nextCursor: options.nextCursor ?? null,
  };
}

/** A toast's title, found in the toast region (lists elsewhere on the screen do not matter). */
export const findToast = (text: string) =>
  within(screen.getByRole('region', { name: 'Messages' })).findByText(text);

/** axe over the WCAG A/AA rules that jsdom can evaluate (it cannot lay out, so no contrast). */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}
