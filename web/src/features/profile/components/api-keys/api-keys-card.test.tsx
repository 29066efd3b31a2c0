import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@core/api/api-keys';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { API_KEYS_ANCHOR, ApiKeysCard } from './api-keys-card';

const NEW_KEY = `flk_${'x'.repeat(43)}`;

function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 1,
    name: 'Zapier',
    prefix: 'flk_Ab3dE9xY',
    scope: 'read',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function renderCard() {
  render(
    <Providers queryClient={createQueryClient()}>
      <ApiKeysCard />
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

describe('API keys card', () => {
  it('says there are none yet, and is axe-clean', async () => {
    mockApi({ 'GET /api/api-keys': jsonResponse({ apiKeys: [] }) });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    // Links elsewhere on /profile (after two-factor is turned on) lead here and move focus here.
    const card = document.getElementById(API_KEYS_ANCHOR)!;
    expect(within(card).getByRole('heading', { name: 'API keys' })).toBeTruthy();
    card.focus();
    expect(document.activeElement).toBe(card);
  });

  it('shows an error with a retry that loads the list', async () => {
    const api = mockApi({
      'GET /api/api-keys': jsonResponse({ message: 'Down', code: 'INTERNAL_ERROR' }, 500),
    });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your API keys could not be loaded')).toBeTruthy();
    api.on('GET /api/api-keys', jsonResponse({ apiKeys: [apiKey()] }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Zapier' })).toBeTruthy();
  });

  it('lists keys with prefix, access, last use, expiry and status', async () => {
    mockApi({
      'GET /api/api-keys': jsonResponse({
        apiKeys: [
          apiKey({
            id: 2,
            name: 'CRM',
            scope: 'read_write',
            expiresAt: '2099-03-04T23:59:59.999Z',
            lastUsedAt: new Date().toISOString(),
          }),
          apiKey({ id: 1, name: 'Old', revokedAt: '2026-11-05T10:00:00.000Z' }),
        ],
      }),
    });
    renderCard();
    const crm = (await screen.findByRole('heading', { name: 'CRM' })).closest('li')!;
    expect(within(crm).getByText('Read and write')).toBeTruthy();
    expect(within(crm).getByText('flk_Ab3dE9xY…')).toBeTruthy();
    expect(within(crm).getByText('this minute')).toBeTruthy();
    expect(within(crm).getByText('Active')).toBeTruthy();
    expect(within(crm).getByText(/2099/)).toBeTruthy();
    const old = screen.getByRole('heading', { name: 'Old' }).closest('li')!;
    expect(within(old).getAllByText('Revoked')).toHaveLength(2);
    expect(within(old).getByText('Never')).toBeTruthy();
    expect(within(old).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('creates a key from the keyboard and shows it once, with copy and a warning', async () => {
    const user = userEvent.setup();
    const created = apiKey({ id: 9, name: 'Sheets', scope: 'read_write' });
    const api = mockApi({
      'GET /api/api-keys': jsonResponse({ apiKeys: [] }),
      'POST /api/api-keys': jsonResponse({ apiKey: created, key: NEW_KEY }, 201),
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    await screen.findByRole('heading', { name: 'No API keys yet' });

    await user.click(screen.getByLabelText('Key name'));
    await user.keyboard('Sheets');
    await user.selectOptions(screen.getByLabelText('Access'), 'read_write');
    await user.type(screen.getByLabelText(/Expires on/), '2099-01-31');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    // The list as the server now has it, for the refetch that follows the creation.
    api.on('GET /api/api-keys', jsonResponse({ apiKeys: [created] }));
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect((within(dialog).getByLabelText('API key') as HTMLInputElement).value).toBe(NEW_KEY);
    expect(within(dialog).getByText(/you won.t be able to see it again/)).toBeTruthy();
    const body = api.callsTo('POST /api/api-keys')[0]?.body as Record<string, string>;
    expect(body).toMatchObject({
      name: 'Sheets',
      scope: 'read_write',
      currentPassword: 'correct horse',
    });
    // The end of the chosen day where the person is.
    expect(new Date(body.expiresAt!).getTime()).toBe(new Date('2099-01-31T23:59:59.999').getTime());
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(NEW_KEY);
    expect(await within(dialog).findByText('Copied to the clipboard.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Listed by its prefix only: the key itself is gone from the page.
    expect(await screen.findByRole('heading', { name: 'Sheets' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(NEW_KEY);
    expect((screen.getByLabelText('Key name') as HTMLInputElement).value).toBe('');
  });

  it('asks for a name before calling the server, and shows the server refusing', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/api-keys': jsonResponse({ apiKeys: [] }),
      'POST /api/api-keys': jsonResponse(
        {
          message: 'You can have 20 active API keys. Revoke one you no longer use first.',
          code: 'CONFLICT',
        },
        409,
      ),
    });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const name = screen.getByLabelText('Key name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Give the key a name')).toBeTruthy();
    expect(api.callsTo('POST /api/api-keys')).toHaveLength(0);

    await user.type(name, 'One more');
    // Re-authentication: no request without the password.
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(api.callsTo('POST /api/api-keys')).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await findToast('API key not created')).toBeTruthy();
    expect(
      screen.getByText('You can have 20 active API keys. Revoke one you no longer use first.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes after confirming, then puts focus on the list', async () => {
    const user = userEvent.setup();
    const key = apiKey({ id: 4, name: 'CRM' });
    const api = mockApi({
      'GET /api/api-keys': jsonResponse({ apiKeys: [key] }),
      'DELETE /api/api-keys/4': jsonResponse({
        apiKey: { ...key, revokedAt: '2026-11-25T12:00:00.000Z' },
      }),
    });
    renderCard();
    const revoke = await screen.findByRole('button', { name: 'Revoke CRM' });

    // Cancelling revokes nothing and gives the focus back to the button.
    await user.click(revoke);
    let confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(revoke));
    expect(api.callsTo('DELETE /api/api-keys/4')).toHaveLength(0);

    await user.keyboard('{Enter}');
    confirm = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await expectNoAxeViolations(confirm);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await findToast('API key revoked')).toBeTruthy();
    expect(api.callsTo('DELETE /api/api-keys/4')).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your keys' })),
    );
    const row = screen.getByRole('heading', { name: 'CRM' }).closest('li')!;
    expect(within(row).queryByRole('button', { name: 'Revoke CRM' })).toBeNull();
    expect(within(row).getAllByText('Revoked').length).toBeGreaterThan(0);
  });
});
