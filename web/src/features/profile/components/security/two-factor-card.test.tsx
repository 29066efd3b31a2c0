import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '@core/api/two-factor';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { BACKUP_CODES_FILE } from './backup-codes-panel';
import { TwoFactorCard } from './two-factor-card';

const STATUS = '/api/user/two-factor';
const OFF: TwoFactorStatus = {
  available: true,
  enabled: false,
  enabledAt: null,
  backupCodesLeft: 0,
};
const ON: TwoFactorStatus = {
  available: true,
  enabled: true,
  enabledAt: '2026-11-20T10:00:00.000Z',
  backupCodesLeft: 10,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-fghj${i}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const WRONG_PASSWORD = {
  message: 'Your current password is not correct.',
  code: 'REAUTH_REQUIRED',
  reauth: 'password',
};

function renderCard() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <TwoFactorCard />
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

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('two-factor card', () => {
  it('enrols: password, QR code and key, a code, then the backup codes once', async () => {
    const user = userEvent.setup();
    let status = OFF;
    const api = mockApi({
      [`GET ${STATUS}`]: () => Promise.resolve(jsonResponse(status)),
      [`POST ${STATUS}/enable`]: () => {
        status = { ...ON };
        return Promise.resolve(jsonResponse({ backupCodes: CODES }));
      },
    });
    let setups = 0;
    api.on(`POST ${STATUS}/setup`, async () => {
      setups += 1;
      return setups === 1
        ? jsonResponse(WRONG_PASSWORD, 403)
        : jsonResponse({
            secret: SECRET,
            otpauthUri: `otpauth://totp/Formloom:ada?secret=${SECRET}`,
            qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          });
    });
    const { container } = renderCard();
    expect(screen.getByRole('status', { name: 'Loading two-factor sign-in' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await expectNoAxeViolations(container);

    const password = screen.getByLabelText('Current password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    await user.type(password, 'wrong{Enter}');
    expect(await screen.findByText(WRONG_PASSWORD.message)).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'correct horse{Enter}');

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(api.callsTo(`POST ${STATUS}/setup`)[1]?.body).toEqual({
      currentPassword: 'correct horse',
    });
    const code = screen.getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoAxeViolations(container);
    await user.type(code, '123 456{Enter}');

    const list = await screen.findByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.callsTo(`POST ${STATUS}/enable`)[0]?.body).toEqual({ code: '123456' });
    await expectNoAxeViolations(container);

    // Download as a .txt file with every code in it.
    let saved: Blob | null = null;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return 'blob:codes';
      },
      revokeObjectURL: () => undefined,
    });
    let downloadName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloadName = this.download;
    });
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(downloadName).toBe(BACKUP_CODES_FILE);
    const text = await saved!.text();
    for (const backup of CODES) expect(text).toContain(backup);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
    expect(await screen.findByText('10 of 10 backup codes left.')).toBeTruthy();
  });

  it('when on: warns when few codes are left, makes new ones, and turns off with the password and a code', async () => {
    const user = userEvent.setup();
    let status: TwoFactorStatus = { ...ON, backupCodesLeft: 2 };
    const api = mockApi({
      [`GET ${STATUS}`]: () => Promise.resolve(jsonResponse(status)),
      [`POST ${STATUS}/backup-codes`]: jsonResponse({ backupCodes: CODES }),
    });
    const { container } = renderCard();
    expect(
      await screen.findByText('2 of 10 backup codes left. Make new ones before you run out.'),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'New backup codes' }));
    await user.type(screen.getByLabelText('Current password'), 'correct horse{Enter}');
    expect(await screen.findByRole('list', { name: 'Backup codes' })).toBeTruthy();
    expect(api.callsTo(`POST ${STATUS}/backup-codes`)[0]?.body).toEqual({
      currentPassword: 'correct horse',
    });
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));

    let attempts = 0;
    api.on(`POST ${STATUS}/disable`, async () => {
      attempts += 1;
      if (attempts === 1) {
        const message = 'That code is not right or was already used.';
        return jsonResponse({ message, code: 'VALIDATION_ERROR', errors: { code: message } }, 400);
      }
      status = OFF;
      return jsonResponse({ ok: true });
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.type(screen.getByLabelText('Code from your app or a backup code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('That code is not right or was already used.')).toBeTruthy();
    await expectNoAxeViolations(container);
    const code = screen.getByLabelText('Code from your app or a backup code');
    await user.clear(code);
    await user.type(code, 'ABCDE-FGHJK{Enter}');
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    expect(api.callsTo(`POST ${STATUS}/disable`)[1]?.body).toEqual({
      currentPassword: 'correct horse',
      code: 'abcdefghjk',
    });
  });

  it('shows a failed load with a retry, and what Google accounts do instead', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [`GET ${STATUS}`]: () =>
        Promise.resolve(
          fail ? new Response('boom', { status: 500 }) : jsonResponse({ ...OFF, available: false }),
        ),
    });
    const { container } = renderCard();
    expect(await screen.findByText('Two-factor sign-in could not be loaded')).toBeTruthy();
    await expectNoAxeViolations(container);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(/turn on 2-Step Verification in your Google account/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up two-factor sign-in' })).toBeNull();
  });
});
