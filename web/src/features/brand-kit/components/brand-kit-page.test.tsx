import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandKitResponse } from '@core/api/brand-kit';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { BrandKitPage } from './brand-kit-page';

const LOGO = '/api/public/brand-logos/AbCdEfGhIjKlMnOp1234';

function kit(overrides: Partial<BrandKitResponse> = {}): BrandKitResponse {
  return {
    source: 'user',
    logoUrl: null,
    primaryColor: '#4f46e5',
    secondaryColor: '#0f766e',
    accentColor: '#c2410c',
    fontFamily: 'System UI',
    buttonStyle: 'rounded',
    updatedAt: '2026-11-25T10:00:00.000Z',
    warnings: [],
    ...overrides,
  };
}

function renderPage(signedIn = true) {
  window.history.replaceState(null, '', '/brandkit');
  const client = createQueryClient();
  client.setQueryData(['/api/user'], signedIn ? testUser() : null);
  render(
    <Providers queryClient={client}>
      <BrandKitPage />
    </Providers>,
  );
}

const hex = (name: string) => screen.getByRole('textbox', { name });
const toasts = () => screen.getByRole('region', { name: 'Messages' });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The editor and the renderer's preview render together, and userEvent waits on every step: on
// the shared 2-core machine under load that can pass the default 5 s, though nothing waits on time.
describe('the brand kit page', { timeout: 20_000 }, () => {
  it('shows a loading state, then the kit with a live preview of a form in its colours', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/brand-kit': () => new Promise<Response>((r) => (answer = r)) });
    renderPage();
    expect(await screen.findByText('Loading your brand kit…')).toBeTruthy();

    answer(jsonResponse(kit({ primaryColor: '#0f766e', logoUrl: LOGO })));
    expect(
      ((await screen.findByRole('textbox', { name: 'Primary' })) as HTMLInputElement).value,
    ).toBe('#0f766e');
    const preview = screen.getByRole('region', { name: 'Preview' });
    // The renderer's theme puts the kit's primary colour on the form root and shows its logo.
    const root = preview.querySelector<HTMLElement>('.fl-root');
    expect(root?.style.getPropertyValue('--primary')).toBe('#0f766e');
    expect(preview.querySelector('img.fl-logo')?.getAttribute('src')).toBe(LOGO);
    expect(
      screen.getByText('Text on the primary and accent colours reaches WCAG AA contrast (4.5:1).'),
    ).toBeTruthy();
  });

  it('says what each colour does, and the preview shows all three where respondents will', async () => {
    mockApi({ 'GET /api/brand-kit': jsonResponse(kit()) });
    renderPage();
    const secondary = await screen.findByRole('textbox', { name: 'Secondary' });
    const hint = (name: string) => {
      const ids = hex(name).getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    expect(hint('Primary')).toContain('Buttons: Start, Next and Submit.');
    expect(hint('Secondary')).toContain('Progress bars and the thank-you check mark.');
    expect(hint('Accent')).toContain('Selected answers and the keyboard focus ring.');
    expect(screen.queryByText(/for your own use/)).toBeNull();

    const preview = screen.getByRole('region', { name: 'Preview' });
    const root = preview.querySelector<HTMLElement>('.fl-root')!;
    expect(root.style.getPropertyValue('--primary')).toBe('#4f46e5');
    expect(root.style.getPropertyValue('--fl-secondary')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--fl-accent')).toBe('#c2410c');
    // The sample has two pages (a progress bar) and an answer already chosen (the accent).
    expect(within(preview).getByRole('progressbar', { name: 'Form progress' })).toBeTruthy();
    expect((within(preview).getByRole('radio', { name: 'Good' }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.change(secondary, { target: { value: '#1e3a8a' } });
    fireEvent.change(hex('Accent'), { target: { value: '#9a3412' } });
    await waitFor(() => expect(root.style.getPropertyValue('--fl-secondary')).toBe('#1e3a8a'));
    expect(root.style.getPropertyValue('--fl-accent')).toBe('#9a3412');
    expect(root.style.getPropertyValue('--ring')).toBe('#9a3412');
  });

  it('draws the button style samples in the primary colour being edited', async () => {
    mockApi({ 'GET /api/brand-kit': jsonResponse(kit({ primaryColor: '#0f766e' })) });
    renderPage();
    const primary = await screen.findByRole('textbox', { name: 'Primary' });
    const samples = () =>
      screen.getAllByTestId('button-sample').map((sample) => sample.style.backgroundColor);
    expect(samples()).toEqual(['rgb(15, 118, 110)', 'rgb(15, 118, 110)', 'rgb(15, 118, 110)']);
    fireEvent.change(primary, { target: { value: '#be123c' } });
    await waitFor(() =>
      expect(samples()).toEqual(['rgb(190, 18, 60)', 'rgb(190, 18, 60)', 'rgb(190, 18, 60)']),
    );
    // A colour still being typed leaves the samples in the default rather than in nothing.
    fireEvent.change(primary, { target: { value: '#be1' } });
    await waitFor(() => expect(samples()[0]).toBe('rgb(79, 70, 229)'));
  });

  it('warns with the measured ratio as a colour changes, and clears the warning when fixed', async () => {
    mockApi({ 'GET /api/brand-kit': jsonResponse(kit()) });
    renderPage();
    const primary = await screen.findByRole('textbox', { name: 'Primary' });
    fireEvent.change(primary, { target: { value: '#ff0000' } });
    // Pure red: dark text does best on it, at 4.43:1, still under AA.
    const warnings = await screen.findByRole('list', { name: 'Contrast warnings' });
    expect(within(warnings).getByText(/^Dark text on your primary colour/).textContent).toBe(
      'Dark text on your primary colour has a contrast of 4.43:1; WCAG AA needs 4.5:1.',
    );
    fireEvent.change(primary, { target: { value: '#b91c1c' } });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Contrast warnings' })).toBeNull(),
    );
  });

  it('saves the kit and says so; a refused save shows the server’s reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/brand-kit': jsonResponse(kit()),
      'PUT /api/brand-kit': jsonResponse(kit({ primaryColor: '#166534' })),
    });
    renderPage();
    const primary = await screen.findByRole('textbox', { name: 'Primary' });
    await user.clear(primary);
    await user.type(primary, '#166534');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font' }), 'Georgia');
    await user.click(screen.getByRole('radio', { name: 'Pill' }));
    await user.click(screen.getByRole('button', { name: 'Save brand kit' }));
    await within(toasts()).findByText('Brand kit saved');
    expect(api.callsTo('PUT /api/brand-kit')[0]?.body).toEqual({
      scope: 'user',
      logoUrl: null,
      primaryColor: '#166534',
      secondaryColor: '#0f766e',
      accentColor: '#c2410c',
      fontFamily: 'Georgia',
      buttonStyle: 'pill',
    });

    api.on(
      'PUT /api/brand-kit',
      jsonResponse({ message: 'fontFamily: Choose one of…', code: 'VALIDATION_ERROR' }, 400),
    );
    await user.click(screen.getByRole('button', { name: 'Save brand kit' }));
    await within(toasts()).findByText("Couldn't save the brand kit");
    expect(within(toasts()).getByText('fontFamily: Choose one of…')).toBeTruthy();
  });

  it('uploads a logo into the preview, and explains a file the server refuses', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/brand-kit': jsonResponse(kit()),
      'POST /api/brand-kit/logo': jsonResponse(
        { message: 'A logo can be at most 2 MB', code: 'PAYLOAD_TOO_LARGE' },
        413,
      ),
    });
    renderPage();
    await screen.findByRole('textbox', { name: 'Primary' });
    const file = screen.getByTestId('logo-file');
    await user.upload(file, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(
      await screen.findByText('That file is larger than 2 MB. Choose a smaller logo.'),
    ).toBeTruthy();

    api.on(
      'POST /api/brand-kit/logo',
      jsonResponse(
        { message: 'Use a PNG, JPEG or SVG image for the logo', code: 'UNSUPPORTED_MEDIA_TYPE' },
        415,
      ),
    );
    await user.upload(file, new File(['gif'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Use a PNG, JPEG or SVG image for the logo')).toBeTruthy();

    api.on(
      'POST /api/brand-kit/logo',
      jsonResponse({ logoUrl: LOGO, mimeType: 'image/png', size: 3 }, 201),
    );
    await user.upload(file, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your logo' }).getAttribute('src')).toBe(LOGO),
    );
    expect(
      screen
        .getByRole('region', { name: 'Preview' })
        .querySelector('img.fl-logo')
        ?.getAttribute('src'),
    ).toBe(LOGO);
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeTruthy();
  });

  it('shows a guest the kit in effect, read-only, with a way to sign in', async () => {
    mockApi({ 'GET /api/brand-kit': jsonResponse(kit({ source: 'default', updatedAt: null })) });
    renderPage(false);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/auth?redirect=%2Fbrandkit');
    // Disabled by the editor's fieldset, so every control is, the upload button included.
    expect(hex('Primary').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose a logo' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save brand kit' })).toBeNull();
  });

  it('offers a retry when the kit cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/brand-kit': jsonResponse({ message: 'down' }, 500) });
    renderPage();
    await screen.findByText("Couldn't load your brand kit");
    api.on('GET /api/brand-kit', jsonResponse(kit()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Primary' })).toBeTruthy();
  });
});
