import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDetail } from '@core/api/forms';
import { clearToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { AUTOSAVE_DELAY_MS } from '../state/autosave';
import { BuilderEditor } from './builder-editor';
import { formDetail } from '@/test-support/form-detail';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function detail(version: number, title: string): FormDetail {
  return formDetail({
    userId: -1,
    title,
    version,
    welcomeScreen: { enabled: false },
    questions: [{ id: 'q1', type: 'SHORT_TEXT', title: 'Your name?', order: 0 }],
  });
}

function renderEditor(initial: FormDetail) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <BuilderEditor detail={initial} />
    </QueryClientProvider>,
  );
}

const status = () => screen.getByTestId('save-status').textContent;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.localStorage.clear();
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<BuilderEditor />', () => {
  it('autosaves edits and shows Saving… then Saved', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return json(200, { ...detail(body.version + 1, body.definition.title), ...body.definition });
    });
    renderEditor(detail(1, 'Survey'));
    expect(status()).toBe('Saved');
    fireEvent.change(screen.getByRole('textbox', { name: 'Form title' }), {
      target: { value: 'Survey 2' },
    });
    expect(status()).toBe('Saving…');
    expect(
      JSON.parse(window.localStorage.getItem('formloom-builder-draft:f1') ?? 'null'),
    ).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), {
      timeout: AUTOSAVE_DELAY_MS + 1000,
    });
    await waitFor(() => expect(status()).toBe('Saved'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      version: 1,
      definition: { title: 'Survey 2' },
    });
    expect(window.localStorage.getItem('formloom-builder-draft:f1')).toBeNull();
  });

  it('adds a question that saves at once, its starting text selected for typing over', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      return json(200, { ...detail(body.version + 1, body.definition.title), ...body.definition });
    });
    const user = userEvent.setup();
    renderEditor(detail(1, 'Survey'));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(await screen.findByRole('option', { name: 'Long text' }));
    const title = await screen.findByRole('textbox', { name: 'Question 2 text' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    const input = title as HTMLInputElement;
    expect(input.value).toBe('Untitled question');
    expect(input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)).toBe(
      'Untitled question',
    );
    // Nothing to fix: the new question goes out with the next save.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), {
      timeout: AUTOSAVE_DELAY_MS + 1000,
    });
    await waitFor(() => expect(status()).toBe('Saved'));
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      definition: { questions: { type: string; title: string }[] };
    };
    expect(sent.definition.questions.map((q) => [q.type, q.title])).toEqual([
      ['SHORT_TEXT', 'Your name?'],
      ['LONG_TEXT', 'Untitled question'],
    ]);
    expect(screen.queryByText('Question text is required')).toBeNull();
    // The first keystroke replaces the starting text.
    await user.keyboard('Why?');
    expect(input.value).toBe('Why?');
  });

  it('on 409 asks to reload, never overwrites, and reloads the newer version', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'PUT') {
        return json(409, {
          message: 'Changed elsewhere',
          code: 'STALE_VERSION',
          currentVersion: 2,
        });
      }
      if (String(url) === '/api/forms/f1') return json(200, detail(2, 'Their title'));
      return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    });
    renderEditor(detail(1, 'Survey'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Form title' }), {
      target: { value: 'My title' },
    });
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'This form was changed elsewhere' },
      { timeout: AUTOSAVE_DELAY_MS + 1000 },
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    // The unsaved edit is kept in this browser meanwhile.
    await waitFor(() =>
      expect(window.localStorage.getItem('formloom-builder-draft:f1')).toContain('My title'),
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect((screen.getByRole('textbox', { name: 'Form title' }) as HTMLInputElement).value).toBe(
      'Their title',
    );
    expect(status()).toBe('Saved');
    expect(window.localStorage.getItem('formloom-builder-draft:f1')).toBeNull();
  });

  it('restores an unsaved local copy made on the current version, and can discard it', async () => {
    const user = userEvent.setup();
    const local = { ...detail(3, 'Typed offline') };
    window.localStorage.setItem(
      'formloom-builder-draft:f1',
      JSON.stringify({
        baseVersion: 3,
        savedAt: Date.now() - 60_000,
        definition: { ...local, id: undefined },
      }),
    );
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderEditor(detail(3, 'Server title'));
    const title = screen.getByRole('textbox', { name: 'Form title' }) as HTMLInputElement;
    expect(title.value).toBe('Typed offline');
    expect(screen.getByText(/brought back changes you made 1 minute ago/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(title.value).toBe('Server title');
  });

  it('undoes with Ctrl+Z, restoring a deleted question', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderEditor(detail(1, 'Survey'));
    await user.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(screen.queryByRole('textbox', { name: 'Question 1 text' })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(
      (screen.getByRole('textbox', { name: 'Question 1 text' }) as HTMLInputElement).value,
    ).toBe('Your name?');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.queryByRole('textbox', { name: 'Question 1 text' })).toBeNull();
  });
});
