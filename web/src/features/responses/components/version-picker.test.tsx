/**
 * Issue 30: the responses page reads all versions or one published version, picked from the
 * form's history and kept in the address like the filters, for the table, the summary and the
 * exports.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { quietPage, FORM as SHARED_FORM, renderPage } from './responses-page-fixtures';

const FORM = { ...SHARED_FORM, publishedVersion: 2 };

const published = (number: number, responseCount: number) => ({
  number,
  publishedAt: `2026-02-0${number}T09:00:00.000Z`,
  publishedBy: { id: 7, username: 'owner' },
  responseCount,
  changes: [],
  live: number === 2,
});
const VERSIONS = [published(2, 1), published(1, 3)];

const response = (id: string, name: string, formVersion: number) => ({
  id,
  kind: 'response',
  createdAt: '2026-02-03T09:30:00.000Z',
  updatedAt: '2026-02-03T09:30:00.000Z',
  completed: true,
  referrer: null,
  formVersion,
  answers: { name },
});

const list = (query = '') => `GET /api/forms/f1/responses?${query}status=completed&limit=50`;
const EMPTY_SUMMARY = {
  totalResponses: 1,
  funnel: { views: 1, starts: 1, completions: 1, pages: [] },
  questions: [],
};

const picker = () => screen.findByRole('combobox', { name: 'Form version' });

quietPage();

describe('the form version picker', () => {
  it('lists the published versions and reads one in the table, the summary and the exports', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      'GET /api/forms/f1/versions': jsonResponse(VERSIONS),
      [list()]: jsonResponse({ items: [response('1', 'Ada', 1)], nextCursor: null }),
      [list('version=2&')]: jsonResponse({
        items: [response('2', 'Bob', 2)],
        nextCursor: null,
      }),
      'GET /api/forms/f1/summary?version=2': jsonResponse(EMPTY_SUMMARY),
    });
    renderPage();
    const select = await picker();
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
        'All versions',
        'Version 2 (1 response)',
        'Version 1 (3 responses)',
      ]),
    );
    expect((select as HTMLSelectElement).value).toBe('all');
    await screen.findByText('Ada');

    const user = userEvent.setup();
    await user.selectOptions(select, '2');
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('version')).toBe('2');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/forms/f1/export.csv?version=2',
    );
    expect(screen.getByRole('link', { name: 'Download XLSX' }).getAttribute('href')).toBe(
      '/api/forms/f1/export.xlsx?version=2',
    );
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    await screen.findByText('Matching responses');
    expect(api.callsTo('GET /api/forms/f1/summary?version=2')).toHaveLength(1);
    await expectAccessible(document.body);

    await user.selectOptions(select, 'all');
    await waitFor(() => expect(window.location.search).not.toContain('version'));
  });

  it('opens a bookmarked version as picked', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      'GET /api/forms/f1/versions': jsonResponse(VERSIONS),
      [list('version=1&')]: jsonResponse({
        items: [response('1', 'Ada', 1)],
        nextCursor: null,
      }),
    });
    renderPage('/forms/f1/responses?version=1');
    expect(((await picker()) as HTMLSelectElement).value).toBe('1');
    await screen.findByText('Ada');
    expect(api.callsTo(list())).toHaveLength(0);
  });

  it('says when the form has no published version yet', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      'GET /api/forms/f1/versions': jsonResponse([]),
      [list()]: jsonResponse({ items: [], nextCursor: null }),
    });
    renderPage();
    expect(await screen.findByText('No published versions yet.')).toBeTruthy();
    expect((await picker()).getAttribute('aria-describedby')).toBeTruthy();
    await expectAccessible(document.body);
  });

  it('shows the loading state, then offers to load the versions again after an error', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [list()]: jsonResponse({ items: [], nextCursor: null }),
    });
    api.on('GET /api/forms/f1/versions', () =>
      fail
        ? jsonResponse({ message: 'boom', code: 'INTERNAL_ERROR' }, 500)
        : jsonResponse(VERSIONS),
    );
    renderPage();
    expect(await screen.findByText('Loading versions…')).toBeTruthy();
    expect(await screen.findByText("Couldn't load the versions.")).toBeTruthy();
    await expectAccessible(document.body);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload versions' }));
    const select = (await picker()) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect(screen.queryByText("Couldn't load the versions.")).toBeNull();
  });
});
