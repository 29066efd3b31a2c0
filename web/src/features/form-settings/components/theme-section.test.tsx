import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDetail } from '@core/api/forms';
import { THEME_PRESETS } from '@core/form/theme-presets';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { formQueryKey } from '@/lib/forms-api';
import { formDetail } from '@/test-support/form-detail';
import { SettingsForm } from './settings-form';

const LOGO = '/api/public/brand-logos/AbCdEfGhIjKlMnOp1234';

const detail: FormDetail = formDetail({
  title: 'Survey',
  version: 3,
  welcomeScreen: { enabled: false },
  thankYouScreen: { enabled: true, title: 'Thanks', description: '' },
  questions: [],
});

function renderForm() {
  const client = createQueryClient();
  client.setQueryData(formQueryKey(detail.id), detail);
  render(
    <Providers queryClient={client}>
      <SettingsForm detail={detail} onReload={() => Promise.resolve(detail)} />
    </Providers>,
  );
}

const theme = () => screen.getByRole('region', { name: 'Theme' });
const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The whole settings form renders, and userEvent waits on every step: on the shared 2-core
// machine under load that passes the default 5 s, though nothing is waiting on time.
describe('the theme panel', { timeout: 20_000 }, () => {
  it('applies the brand kit: its logo, colours, font and button style, and follows it', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/brand-kit': jsonResponse({
        source: 'user',
        logoUrl: LOGO,
        primaryColor: '#0f766e',
        secondaryColor: '#1e3a8a',
        accentColor: '#9a3412',
        fontFamily: 'Georgia',
        buttonStyle: 'pill',
        updatedAt: '2026-11-25T10:00:00.000Z',
        warnings: [],
      }),
    });
    renderForm();
    expect(within(theme()).getByText(/^This form has its own theme/)).toBeTruthy();
    await user.click(within(theme()).getByRole('button', { name: 'Apply brand kit' }));
    await waitFor(() => expect(value('Primary')).toBe('#0f766e'));
    expect(value('Secondary')).toBe('#1e3a8a');
    expect(value('Accent')).toBe('#9a3412');
    expect(value('Logo address')).toBe(LOGO);
    expect((screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement).value).toBe(
      'Georgia',
    );
    expect((screen.getByRole('radio', { name: 'Pill' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Use my brand kit' }) as HTMLElement).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
    expect(within(theme()).getByText(/^This form follows your brand kit/)).toBeTruthy();
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
  });

  it('says so when the kit cannot be loaded, and changes nothing', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/brand-kit': jsonResponse({ message: 'down' }, 500) });
    renderForm();
    await user.click(within(theme()).getByRole('button', { name: 'Apply brand kit' }));
    await screen.findByText("Couldn't load your brand kit");
    expect(value('Primary')).toBe('#4f46e5');
  });

  it('offers at least 8 light and dark presets; choosing one sets the theme and ends the sync', async () => {
    const user = userEvent.setup();
    mockApi();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Accent' }), '#9a3412');
    const presets = within(theme()).getByRole('group', { name: 'Presets' });
    const radios = within(presets).getAllByRole('radio');
    expect(radios.length).toBeGreaterThanOrEqual(8);
    expect(within(presets).getAllByText('Dark').length).toBeGreaterThan(0);
    expect(within(presets).getAllByText('Light').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('switch', { name: 'Use my brand kit' }));
    const midnight = THEME_PRESETS.find((p) => p.id === 'midnight')!;
    await user.click(within(presets).getByRole('radio', { name: /^Midnight/ }));
    expect(value('Background')).toBe(midnight.theme.backgroundColor);
    expect(value('Primary')).toBe(midnight.theme.primaryColor);
    expect(value('Text')).toBe(midnight.theme.textColor);
    // A preset is drawn in its one colour: an accent set before is cleared.
    expect(value('Accent')).toBe('');
    expect(
      (within(presets).getByRole('radio', { name: /^Midnight/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByRole('switch', { name: 'Use my brand kit' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('says what each colour does; secondary and accent show the primary while empty', async () => {
    mockApi();
    renderForm();
    const accent = screen.getByRole('textbox', { name: 'Accent' }) as HTMLInputElement;
    expect(accent.value).toBe('');
    expect(accent.placeholder).toBe('#4f46e5');
    expect((screen.getByLabelText('Accent picker') as HTMLInputElement).value).toBe('#4f46e5');
    const hint = (name: string) =>
      document.getElementById(
        screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '',
      )?.textContent;
    expect(hint('Primary')).toBe('Buttons: Start, Next and Submit.');
    expect(hint('Secondary')).toBe(
      'Progress bars and the thank-you check mark. Leave it empty to use the primary colour.',
    );
    expect(hint('Accent')).toBe(
      'Selected answers and the keyboard focus ring. Leave it empty to use the primary colour.',
    );
    // The sample follows: the chosen answer and the progress bar in the primary colour for now.
    expect(screen.getByTestId('preview-chosen').style.borderColor).toBe('rgb(79, 70, 229)');
    expect(screen.getByTestId('preview-progress').style.backgroundColor).toBe('rgb(79, 70, 229)');
  });

  it('draws the button style samples, and the sample form, in the colours being edited', async () => {
    const user = userEvent.setup();
    mockApi();
    renderForm();
    const samples = () =>
      within(screen.getByRole('group', { name: 'Button style' }))
        .getAllByTestId('choice-sample')
        .map((sample) => sample.style.backgroundColor);
    expect(samples()).toEqual(['rgb(79, 70, 229)', 'rgb(79, 70, 229)', 'rgb(79, 70, 229)']);
    const primary = screen.getByRole('textbox', { name: 'Primary' });
    await user.clear(primary);
    await user.type(primary, '#be123c');
    expect(samples()).toEqual(['rgb(190, 18, 60)', 'rgb(190, 18, 60)', 'rgb(190, 18, 60)']);
    await user.type(screen.getByRole('textbox', { name: 'Secondary' }), '#1e3a8a');
    await user.type(screen.getByRole('textbox', { name: 'Accent' }), '#9a3412');
    expect(screen.getByTestId('preview-progress').style.backgroundColor).toBe('rgb(30, 58, 138)');
    expect(screen.getByTestId('preview-chosen').style.borderColor).toBe('rgb(154, 52, 18)');
    // Card styles are not buttons: their samples keep their own look.
    expect(
      within(screen.getByRole('group', { name: 'Card style' }))
        .getAllByTestId('choice-sample')
        .map((sample) => sample.style.backgroundColor),
    ).toEqual(['', '', '']);
  });
});
