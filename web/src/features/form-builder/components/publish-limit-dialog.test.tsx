import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDetail } from '@core/api/forms';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { PublishLimitDialog } from './publish-limit-dialog';
import { eventually } from '../../../test-support/eventually';
import { formDetail } from '@/test-support/form-detail';

const published: FormDetail = formDetail({
  title: 'Survey',
  published: true,
  version: 4,
  welcomeScreen: { enabled: false },
  questions: [],
});

function billing(credits: number, paymentsEnabled = true) {
  return jsonResponse({
    paymentsEnabled,
    plan: 'free',
    subscription: null,
    portalAvailable: false,
    credits,
    publishing: { limit: 3, counted: 3, overLimit: false, activeCredits: [] },
    ledger: { items: [], nextCursor: null },
  });
}

function renderDialog() {
  const onPublished = vi.fn();
  const onClose = vi.fn();
  const result = render(
    <Providers queryClient={createQueryClient()}>
      <PublishLimitDialog max={3} onClose={onClose} formId="f1" onPublished={onPublished} />
    </Providers>,
  );
  return { ...result, onPublished, onClose };
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the publish-limit dialog', () => {
  it("offers the owner's credit or Pro, and publishes with one credit", async () => {
    const api = mockApi({
      'GET /api/billing': billing(2),
      'POST /api/forms/f1/publish-with-credit': jsonResponse({
        formId: 'f1',
        published: true,
        creditSpent: true,
        credits: 1,
        creditExpiresAt: '2026-04-10T09:00:00.000Z',
      }),
      'GET /api/forms/f1': jsonResponse(published),
    });
    const { onPublished, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Form Publishing Limit Reached' });
    expect(
      screen.getByText(
        "You've reached the limit of 3 published forms. Upgrade to Pro for unlimited form publishing",
      ),
    ).toBeTruthy();
    await screen.findByText(
      'You have 2 credits. One credit publishes this form for 30 days; it stays published after that.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/pricing',
    );
    const results = await axe.run(dialog, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Use 1 credit' }));
    await eventually(() => expect(onPublished).toHaveBeenCalledWith(published));
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('POST /api/forms/f1/publish-with-credit')).toHaveLength(1);
    expect(
      await screen.findByText(
        '1 credit used: it covers this form until Apr 10, 2026, and the form stays published after that. 1 left.',
      ),
    ).toBeTruthy();
  });

  it('offers to buy credits when there are none', async () => {
    const api = mockApi({ 'GET /api/billing': billing(0) });
    renderDialog();
    await screen.findByText('You have no credits. A credit publishes one more form for 30 days.');
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/checkout?plan=credits_10',
    );
    expect(screen.queryByRole('button', { name: 'Use 1 credit' })).toBeNull();
    expect(api.callsTo('POST /api/forms/f1/publish-with-credit')).toHaveLength(0);
  });

  it('says so when the last credit went elsewhere in the meantime', async () => {
    const api = mockApi({
      'GET /api/billing': billing(1),
      'POST /api/forms/f1/publish-with-credit': jsonResponse(
        { message: 'No credits left', code: 'NO_CREDITS' },
        409,
      ),
    });
    const { onPublished } = renderDialog();
    const use = await screen.findByRole('button', { name: 'Use 1 credit' });
    await eventually(() => expect((use as HTMLButtonElement).disabled).toBe(false));
    api.on('GET /api/billing', () => billing(0));
    await userEvent.setup().click(use);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have no credits left. Buy credits or upgrade to Pro.',
    );
    expect(onPublished).not.toHaveBeenCalled();
    // The balance is read again, so the choice becomes buying some.
    await screen.findByRole('link', { name: 'Buy credits' });
  });

  it('on a server without payments, offers nothing that leads to a disabled page', async () => {
    mockApi({ 'GET /api/billing': billing(0, false) });
    renderDialog();
    await screen.findByText(
      'You have no credits. To publish this form, unpublish one you no longer need, or ask whoever runs this server for Pro or credits.',
    );
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use 1 credit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your forms' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByText(/Upgrade to Pro for unlimited/)).toBeNull();
  });

  it('without payments, still spends a credit the owner was granted', async () => {
    mockApi({ 'GET /api/billing': billing(1, false) });
    renderDialog();
    const use = await screen.findByRole('button', { name: 'Use 1 credit' });
    await eventually(() => expect((use as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('offers a guest a free account, and no credit to spend', async () => {
    mockApi({
      'GET /api/billing': jsonResponse({ message: 'Sign in', code: 'UNAUTHORIZED' }, 401),
    });
    renderDialog();
    await screen.findByText(
      'Your forms move into a free account when you create one; there, a credit or Pro publishes more.',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/auth?tab=register',
    );
    expect(screen.queryByRole('button', { name: 'Use 1 credit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
  });
});
