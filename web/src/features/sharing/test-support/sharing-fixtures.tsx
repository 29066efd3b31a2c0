/** Shared by the sharing tests: people, permissions and the Share button rendered in the app. */
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';
import type { CollaboratorsResponse, FormPermissions } from '@core/api/collaboration';
import { Providers } from '@/app/providers';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { OWNER_PERMISSIONS } from '@/test-support/form-detail';

export { OWNER_PERMISSIONS };

export const EDITOR_PERMISSIONS: FormPermissions = {
  role: 'editor',
  canEdit: true,
  canPublish: true,
  canShare: false,
  canDelete: false,
  canTransfer: false,
};

export const VIEWER_PERMISSIONS: FormPermissions = {
  ...EDITOR_PERMISSIONS,
  role: 'viewer',
  canEdit: false,
  canPublish: false,
};

export const ADA = { userId: 7, username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' };
export const GRACE = {
  userId: 8,
  username: 'grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
};
export const ALAN = { userId: 9, username: 'alan', name: null, email: 'alan@example.com' };

export function people(overrides: Partial<CollaboratorsResponse> = {}): CollaboratorsResponse {
  return {
    owner: ADA,
    collaborators: [
      { ...GRACE, role: 'viewer', addedAt: '2026-11-20T10:00:00.000Z' },
      { ...ALAN, role: 'editor', addedAt: '2026-11-21T10:00:00.000Z' },
    ],
    invitations: [
      {
        id: 31,
        email: 'linus@example.com',
        username: null,
        role: 'editor',
        createdAt: '2026-11-24T10:00:00.000Z',
        expiresAt: new Date(Date.now() + 6 * 24 * 3600 * 1000).toISOString(),
        invitedBy: 'Ada Lovelace',
      },
    ],
    permissions: OWNER_PERMISSIONS,
    ...overrides,
  };
}

export const COLLABORATORS = 'GET /api/forms/f1/collaborators';

function ShareSlot() {
  return <>{useFormActionSlots().renderShareButton({ formId: 'f1', title: 'Team pulse' })}</>;
}

/** The Share button as the app provides it, for a signed-in user (Ada by default) or a guest. */
export function renderShareButton(user: { id: number; username: string } | null = testUser()) {
  window.history.replaceState(null, '', '/forms/f1/edit');
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <ShareSlot />
    </Providers>,
  );
  return { client, button: screen.getByRole('button', { name: 'Share Team pulse' }) };
}

/** WCAG 2.0/2.1 A and AA; jsdom does not paint, so contrast is left to the e2e run. */
export async function expectNoAxeViolations(element: Element) {
  const results = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
