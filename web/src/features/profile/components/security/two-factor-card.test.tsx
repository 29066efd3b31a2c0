import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@core/api/api-keys';
import type { TwoFactorStatus } from '@core/api/two-factor';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { BACKUP_CODES_FILE } from './backup-codes-panel';
import { OtherAccessStep } from './other-access-step';
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
const ZAPIER_KEY: ApiKey = {
  id: 4,
  name: 'Zapier',
  prefix: 'flk_ab12cd34',
  scope: 'read',
  createdAt: '2026-10-01T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-20T09:00:00.000Z',
  revokedAt: null,
};
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
        return Promise.resolve(
          jsonResponse({ backupCodes: CODES, otherSessions: 2, apiKeys: [ZAPIER_KEY] }),
        );
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

    // Then what two-factor does not close by itself: other sessions and API keys.
    const step = screen.getByRole('heading', { name: 'Close what was open before' });
    await waitFor(() => expect(document.activeElement).toBe(step));
    expect(screen.getByText(/2 other sessions of your account are still signed in\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
    const keys = screen.getByRole('list', { name: 'Active API keys' });
    expect(within(keys).getByRole('heading', { name: 'Zapier' })).toBeTruthy();
    expect(within(keys).getByText('flk_ab12cd34…')).toBeTruthy();
    expect(screen.getByText(/This API key acts as you without a code\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review API keys' }).getAttribute('href')).toBe(
      '#api-keys',
    );
    await expectNoAxeViolations(container);
    // Nothing there is required: Done leaves it.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('10 of 10 backup codes left.')).toBeTruthy();
    expect(api.callsTo('POST /api/user/sessions/sign-out-others')).toEqual([]);
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

describe('the step after turning it on', () => {
  const SIGN_OUT_OTHERS = 'POST /api/user/sessions/sign-out-others';

  function renderStep(props: { otherSessions: number; apiKeys: ApiKey[] }) {
    const onDone = vi.fn();
    const view = render(
      <Providers queryClient={createQueryClient()}>
        <OtherAccessStep {...props} onDone={onDone} />
      </Providers>,
    );
    return { ...view, onDone };
  }

  it('signs the other sessions out from the keyboard, and a failure can be tried again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [SIGN_OUT_OTHERS]: jsonResponse({ message: 'The database is busy.', code: 'X' }, 500),
    });
    const { container } = renderStep({ otherSessions: 1, apiKeys: [] });
    expect(screen.getByText(/1 other session of your account is still signed in\./)).toBeTruthy();
    expect(screen.getByText('You have no active API keys.')).toBeTruthy();
    await expectNoAxeViolations(container);

    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Close what was open before'),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Sign out everywhere else' }),
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The database is busy. Try again.')).toBeTruthy();
    await expectNoAxeViolations(container);

    api.on(SIGN_OUT_OTHERS, jsonResponse({ ended: 1 }));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('1 other session signed out. Only this browser is signed in now.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(api.callsTo(SIGN_OUT_OTHERS)).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('says when nothing else is open, and Done closes it', async () => {
    const user = userEvent.setup();
    mockApi();
    const { container, onDone } = renderStep({ otherSessions: 0, apiKeys: [] });
    expect(screen.getByText('Only this browser is signed in.')).toBeTruthy();
    expect(screen.getByText('You have no active API keys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review API keys' })).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('lists several keys with what they can do and when they were last used', async () => {
    mockApi();
    const second: ApiKey = {
      ...ZAPIER_KEY,
      id: 5,
      name: 'Nightly export',
      prefix: 'flk_ef56gh78',
      scope: 'read_write',
      lastUsedAt: null,
    };
    const { container } = renderStep({ otherSessions: 0, apiKeys: [ZAPIER_KEY, second] });
    expect(screen.getByText(/These 2 API keys act as you without a code\./)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Active API keys' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Zapier',
      'Nightly export',
    ]);
    expect(within(items[1]!).getByText('Read and write')).toBeTruthy();
    expect(within(items[1]!).getByText('Last used').nextElementSibling?.textContent).toBe('Never');
    await expectNoAxeViolations(container);
  });
});
