import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDetail } from '@core/api/forms';
import { clearToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { Toaster } from '@/components/ui/toast';
import { BuilderEditor } from '../builder-editor';
import { formDetail } from '@/test-support/form-detail';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function detail(extra: Record<string, unknown> = {}): FormDetail {
  return formDetail({
    userId: -1,
    title: 'Survey',
    welcomeScreen: { enabled: false },
    thankYouScreen: { title: 'Thanks', description: '' },
    questions: [{ id: 'q1', type: 'SHORT_TEXT', title: 'Your name?', order: 0 }],
    ...extra,
  });
}

/** Saves answer with what was sent, so the builder stays in step with the "server". */
function echoSaves() {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body));
    return json(200, { ...detail(), ...body.definition, version: body.version + 1 });
  });
}

function renderEditor(initial: FormDetail) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BuilderEditor detail={initial} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const section = () => screen.getByRole('region', { name: 'Languages' });
const sentDefinitions = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)).definition);

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

describe('<LanguageSection />', () => {
  it('adds French then Arabic by keyboard, the default first, and counts what is missing', async () => {
    echoSaves();
    const user = userEvent.setup();
    renderEditor(detail());
    const region = section();
    await user.selectOptions(within(region).getByLabelText('Add a language'), 'fr');
    within(region).getByRole('button', { name: 'Add language' }).focus();
    await user.keyboard('{Enter}');
    const list = within(region).getByRole('list', { name: 'Form languages' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('English'),
      expect.stringContaining('3 texts missing in French'),
    ]);
    await user.selectOptions(within(region).getByLabelText('Add a language'), 'ar');
    await user.click(within(region).getByRole('button', { name: 'Add language' }));
    expect(within(list).getByText('3 texts missing in Arabic')).toBeTruthy();
    await waitFor(() => expect(sentDefinitions().at(-1)?.languages).toEqual(['en', 'fr', 'ar']));
    const results = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('translates a text in the chosen language beside the default, and saves it', async () => {
    echoSaves();
    const user = userEvent.setup();
    renderEditor(detail({ languages: ['en', 'fr', 'ar'] }));
    const region = section();
    await user.click(within(region).getByRole('button', { name: 'Translate texts' }));
    await user.selectOptions(within(region).getByLabelText('Edit texts in'), 'ar');
    const field = within(region).getByLabelText('Your name?');
    expect(field.getAttribute('dir')).toBe('rtl');
    expect(field.getAttribute('lang')).toBe('ar');
    await user.type(field, 'ما اسمك؟');
    expect(within(region).getByText('2 texts missing in Arabic')).toBeTruthy();
    expect(within(region).getByText('3 texts missing in French')).toBeTruthy();
    await waitFor(() =>
      expect(sentDefinitions().at(-1)?.translations).toEqual({
        ar: { 'questions.q1.title': 'ما اسمك؟' },
      }),
    );
    await user.click(within(region).getByLabelText('Show only missing texts'));
    expect(within(region).queryByLabelText('Your name?')).toBeNull();
    expect(within(region).getByLabelText('Survey')).toBeTruthy();
    const results = await axe.run(region, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('removing all but one language makes the form one-language again', async () => {
    echoSaves();
    const user = userEvent.setup();
    renderEditor(detail({ languages: ['en', 'fr'] }));
    await user.click(within(section()).getByRole('button', { name: 'Remove French' }));
    expect(within(section()).getByLabelText('Written in')).toBeTruthy();
    await waitFor(() => expect(sentDefinitions().at(-1)?.languages).toEqual([]));
  });

  it('warns at publish time when a language has missing texts, and publishes anyway', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/publish'))
        return json(200, detail({ languages: ['en', 'ar'], published: true, version: 2 }));
      return json(500, {});
    });
    const user = userEvent.setup();
    renderEditor(detail({ languages: ['en', 'ar'], translations: { ar: { title: 'استطلاع' } } }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published with missing translations')).toBeTruthy();
    expect(
      screen.getByText('2 texts missing in Arabic. Respondents see those texts in English.'),
    ).toBeTruthy();
  });

  it('imports a CSV with the existing route and reports unknown keys', async () => {
    const imported = detail({
      languages: ['en', 'fr'],
      translations: { fr: { title: 'Enquête' } },
      version: 2,
    });
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/translations.csv') && init?.method === 'PUT') {
        expect(new Headers(init.headers).get('content-type')).toBe('text/csv');
        return json(200, {
          languages: ['fr'],
          changed: 1,
          unknownKeys: [{ key: 'questions.gone.title', line: 4 }],
          sourceChanged: [],
          version: 2,
        });
      }
      return json(200, imported);
    });
    const user = userEvent.setup();
    renderEditor(detail({ languages: ['en', 'fr'] }));
    const file = new File(['key,en,fr\r\ntitle,Survey,Enquête\r\n'], 't.csv', { type: 'text/csv' });
    await user.upload(within(section()).getByLabelText('Translations CSV file'), file);
    expect(await screen.findByText('Translations imported')).toBeTruthy();
    expect(
      screen.getByText('1 text updated. Skipped unknown keys: questions.gone.title (line 4).'),
    ).toBeTruthy();
    expect(within(section()).getByText('2 texts missing in French')).toBeTruthy();
  });
});
