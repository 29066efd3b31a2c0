import './test-support/css-escape';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeSchema } from '@core/form/definition';
import { FormPreview } from './index';
import { loadEngine } from './lib/engine';
import { formDefinition, question } from './test-support/questions';

const definition = formDefinition({
  title: 'Trip sign-up',
  theme: themeSchema.parse({ primaryColor: '#0f766e', showQuestionNumbers: true }),
  questions: [
    question({ id: 'name', type: 'SHORT_TEXT', title: 'Your name', required: true, order: 0 }),
    question({ id: 'photo', type: 'PICTURE_UPLOAD', title: 'A photo of you', order: 1 }),
    question({ id: 'pay', type: 'PAYMENT', title: 'Deposit', order: 2 }),
    question({ id: 'human', type: 'CAPTCHA', title: 'Are you human?', order: 3 }),
  ],
});

const fetchSpy = vi.fn(() => Promise.reject(new Error('a preview must not fetch')));
const xhrSpy = vi.fn();

beforeAll(async () => {
  await loadEngine(); // Next and file checks await the engine's lazy chunk: load it once
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('XMLHttpRequest', xhrSpy);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/photo-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  xhrSpy.mockClear();
});

describe('<FormPreview />', () => {
  it('renders every question with the real inputs and the theme, where the old preview skipped some', async () => {
    render(<FormPreview definition={definition} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Trip sign-up' })).toBeTruthy();
    expect(screen.getByLabelText(/Your name/)).toBeTruthy();
    // The split inputs (uploads, payments, CAPTCHA) arrive in their own chunk.
    expect(await screen.findByLabelText(/A photo of you/)).toBeTruthy();
    expect(await screen.findByRole('group', { name: /Deposit/ })).toBeTruthy();
    expect(screen.queryByText(/The preview skips it/)).toBeNull();
    const root = document.querySelector<HTMLElement>('.fl-root');
    expect(root?.style.getPropertyValue('--primary')).toBe('#0f766e');
  });

  it("applies the owner's custom CSS, sanitised and scoped to this preview, once its chunk is in", async () => {
    const styled = formDefinition({
      ...definition,
      theme: themeSchema.parse({
        customCSS: '@import url(https://evil.example/x.css); h1 { color: #c00 }',
      }),
    });
    render(<FormPreview definition={styled} />);
    const root = document.querySelector<HTMLElement>('.fl-root')!;
    await vi.waitFor(() => expect(root.querySelector('style')).not.toBeNull(), { timeout: 10_000 });
    expect(root.querySelector('style')!.textContent).toBe(`#${root.id} h1{color:#c00}`);
  });

  it('keeps an upload in the browser and shows the thank-you screen on Submit, sending nothing', async () => {
    const user = userEvent.setup();
    render(<FormPreview definition={definition} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeTruthy();

    await user.type(screen.getByLabelText(/Your name/), 'Ada');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText(/A photo of you/), photo);
    const files = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(within(files).getByText('me.png')).toBeTruthy();
    expect(URL.createObjectURL).toHaveBeenCalledWith(photo);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();

    // "Submit another response" starts the preview again in place.
    await user.click(screen.getByRole('button', { name: 'Submit another response' }));
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('');
  });
});
