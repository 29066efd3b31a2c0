import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandKitResponse } from '@core/api/brand-kit';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { BrandKitPage } from './brand-kit-page';

const GLOBAL_KIT: BrandKitResponse = {
  source: 'global',
  logoUrl: null,
  primaryColor: '#4338ca',
  secondaryColor: '#0f766e',
  accentColor: '#c2410c',
  fontFamily: 'System UI',
  buttonStyle: 'rounded',
  updatedAt: '2026-11-25T10:00:00.000Z',
  warnings: [],
};

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The admin console links here (issue 16): /brandkit?scope=global edits everyone's kit.
describe('the global brand kit', { timeout: 20_000 }, () => {
  it('reads and saves the global kit, not the admin’s own', async () => {
    const api = mockApi({
      'GET /api/brand-kit?scope=global': jsonResponse(GLOBAL_KIT),
      'PUT /api/brand-kit': jsonResponse({ ...GLOBAL_KIT, fontFamily: 'Georgia' }),
    });
    window.history.replaceState(null, '', '/brandkit?scope=global');
    const client = createQueryClient();
    client.setQueryData(['/api/user'], testUser({ role: 'admin' }));
    render(
      <Providers queryClient={client}>
        <BrandKitPage />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Global brand kit' })).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: 'Primary' })) as HTMLInputElement).value,
    ).toBe('#4338ca');
    expect(screen.queryByText(/kit your administrator set/)).toBeNull();
    expect(api.callsTo('GET /api/brand-kit')).toHaveLength(0);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Georgia');
    await user.click(screen.getByRole('button', { name: 'Save brand kit' }));
    await within(screen.getByRole('region', { name: 'Messages' })).findByText('Brand kit saved');
    expect(api.callsTo('PUT /api/brand-kit')[0]?.body).toMatchObject({
      scope: 'global',
      fontFamily: 'Georgia',
    });
  });
});
