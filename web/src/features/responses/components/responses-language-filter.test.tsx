import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { FORM, quietPage, renderPage } from './responses-page-fixtures';

/** The shared form with one question and the given languages. */
const form = (languages: string[]) => ({
  ...FORM,
  title: 'Colours',
  publishedVersion: 1,
  languages,
  questions: [FORM.questions[0]],
});

const item = (id: string, name: string, language: string) => ({
  id,
  kind: 'response',
  createdAt: '2026-02-03T09:30:00.000Z',
  updatedAt: '2026-02-03T09:30:00.000Z',
  completed: true,
  referrer: null,
  formVersion: 1,
  language,
  answers: { name },
});

const LIST = '/api/forms/f1/responses?status=completed&limit=50';

quietPage();

describe('the language filter on the responses page', () => {
  it('picks one language, keeps it in the address and exports what it shows', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(form(['en', 'fr', 'ar'])),
      [`GET ${LIST}`]: jsonResponse({
        items: [item('1', 'Ada', 'en'), item('2', 'Amélie', 'fr')],
        nextCursor: null,
      }),
      [`GET /api/forms/f1/responses?language=fr&status=completed&limit=50`]: jsonResponse({
        items: [item('2', 'Amélie', 'fr')],
        nextCursor: null,
      }),
    });
    renderPage();
    expect(await screen.findByText('Ada')).toBeTruthy();
    const picker = screen.getByLabelText('Language');
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All languages',
      'English',
      'French',
      'Arabic',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(picker, 'French');
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    expect(
      api.callsTo('GET /api/forms/f1/responses?language=fr&status=completed&limit=50'),
    ).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('language')).toBe('fr');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/forms/f1/export.csv?language=fr',
    );
    await expectAccessible(screen.getByRole('region', { name: 'Filters' }), { section: true });
  });

  it('has no language picker for a one-language form', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(form([])),
      [`GET ${LIST}`]: jsonResponse({ items: [item('1', 'Ada', 'en')], nextCursor: null }),
    });
    renderPage();
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByLabelText('Language')).toBeNull();
  });
});
