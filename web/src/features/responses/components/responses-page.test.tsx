import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { quietPage, FORM, renderPage } from './responses-page-fixtures';

const cv = { fileId: 'file-1', name: 'cv.pdf', size: 2048, mimeType: 'application/pdf' };

const item = (
  id: string,
  answers: Record<string, unknown>,
  createdAt = '2026-02-03T09:30:00.000Z',
) => ({
  id,
  kind: 'response',
  createdAt,
  updatedAt: createdAt,
  completed: true,
  referrer: null,
  formVersion: 1,
  answers,
});

const ADA = item('11', {
  name: 'Ada',
  color: ['Red', 'Blue'],
  ok: true,
  grid: { Speed: 'Good', Price: 'Bad' },
  cv,
});
const BOB = item('12', { name: 'Bob', ok: false }, '2026-02-02T09:30:00.000Z');

const LIST = '/api/forms/f1/responses?status=completed&limit=50';

const table = () => screen.findByRole('table', { name: /Responses, newest first/ });

quietPage();

describe('the responses table', () => {
  it('shows a column per question with plain-text answers', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA, BOB], nextCursor: null }),
    });
    renderPage();

    // The first render of a test file also loads its modules: allow for a cold start.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Customer feedback' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const rows = within(await table()).getAllByRole('row');
    const headers = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Submitted at',
      'Completed',
      'Referrer',
      'Your name',
      'Colours',
      'Happy?',
      'Rate us',
      'Your CV',
    ]);
    const ada = within(rows[1]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(ada.slice(2)).toEqual([
      'Yes',
      '—',
      'Ada',
      'Red, Blue',
      'Yes',
      'Speed: Good; Price: Bad',
      'cv.pdf',
    ]);
    const bob = within(rows[2]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(bob.slice(4)).toEqual(['Bob', '—No answer', 'No', '—No answer', '—No answer']);
    expect(screen.getByText('2 responses')).toBeTruthy();
  });

  it('pages on with the cursor the server gave', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA], nextCursor: 'abc' }),
      [`GET ${LIST}&cursor=abc`]: jsonResponse({ items: [BOB], nextCursor: null }),
    });
    renderPage();
    await table();
    expect(screen.getByText('1+ responses')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Bob');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo(`GET ${LIST}&cursor=abc`)).toHaveLength(1);
  });

  it('says so when there are no responses yet', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [], nextCursor: null }),
    });
    renderPage();
    expect(
      await screen.findByText('No responses yet — share your form to start collecting'),
    ).toBeTruthy();
  });

  it('offers a retry when the list fails, and recovers', async () => {
    const api = mockApi({ 'GET /api/forms/f1': jsonResponse(FORM) });
    api.on(`GET ${LIST}`, () => jsonResponse({ message: 'boom', code: 'INTERNAL_ERROR' }, 500));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load the responses")).toBeTruthy();
    api.on(`GET ${LIST}`, jsonResponse({ items: [ADA], nextCursor: null }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
  });

  it('applies the search after typing pauses, and exports with the same filters', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA, BOB], nextCursor: null }),
      [`GET /api/forms/f1/responses?q=bob&status=completed&limit=50`]: jsonResponse({
        items: [BOB],
        nextCursor: null,
      }),
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search answers'), 'bob');
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    // One request for the settled text, none for "b" and "bo".
    expect(api.calls.filter((c) => c.url.includes('q=')).map((c) => c.url)).toEqual([
      '/api/forms/f1/responses?q=bob&status=completed&limit=50',
    ]);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/forms/f1/export.csv?q=bob');
    expect(link.hasAttribute('download')).toBe(true);
    const xlsx = screen.getByRole('link', { name: 'Download XLSX' });
    expect(xlsx.getAttribute('href')).toBe('/api/forms/f1/export.xlsx?q=bob');
    expect(xlsx.hasAttribute('download')).toBe(true);
  });

  it('offers the XLSX download next to the CSV one, reachable from the keyboard', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA], nextCursor: null }),
    });
    renderPage();
    await table();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const xlsx = screen.getByRole('link', { name: 'Download XLSX' });
    expect(xlsx.getAttribute('href')).toBe('/api/forms/f1/export.xlsx');
    csv.focus();
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(xlsx);
  });

  it('filters by an answer condition, keeps it in the address, and exports what it shows', async () => {
    const filters = new URLSearchParams({
      filters: JSON.stringify([{ questionId: 'ok', operator: 'EQUALS', value: false }]),
    }).toString();
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA, BOB], nextCursor: null }),
      [`GET /api/forms/f1/responses?${filters}&status=completed&limit=50`]: jsonResponse({
        items: [BOB],
        nextCursor: null,
      }),
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add answer condition' }));
    await user.selectOptions(screen.getByLabelText('Condition 1 question'), '3. Happy?');
    expect(screen.getByLabelText('Condition 1 operator')).toHaveProperty('value', 'EQUALS');
    await user.selectOptions(screen.getByLabelText('Condition 1 answer'), 'No');
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    expect(
      api.callsTo(`GET /api/forms/f1/responses?${filters}&status=completed&limit=50`),
    ).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('filters')).toBe(
      JSON.stringify([
        { questionId: 'ok', operator: 'EQUALS', value: false, caseSensitive: false },
      ]),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/forms/f1/export.csv?${filters}`,
    );
    expect(screen.getByRole('link', { name: 'Download XLSX' }).getAttribute('href')).toBe(
      `/api/forms/f1/export.xlsx?${filters}`,
    );
    // The bar with a condition open: labelled controls, reachable from the keyboard, axe clean.
    await expectAccessible(screen.getByRole('region', { name: 'Filters' }), { section: true });
    screen.getByLabelText('Condition 1 answer').focus();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add answer condition' }),
    );
  });

  it('opens a bookmarked filtered view with its filters applied to the table and the summary', async () => {
    const conditions = [{ questionId: 'color', operator: 'CONTAINS', value: 'Red' }];
    const filters = new URLSearchParams({ filters: JSON.stringify(conditions) }).toString();
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET /api/forms/f1/responses?${filters}&status=completed&limit=50`]: jsonResponse({
        items: [ADA],
        nextCursor: null,
      }),
      [`GET /api/forms/f1/summary?${filters}`]: jsonResponse({
        totalResponses: 0,
        funnel: { views: 0, starts: 0, completions: 0, pages: [] },
        questions: [],
      }),
    });
    renderPage(`/forms/f1/responses?${filters}`);
    await table();
    expect(screen.getByLabelText('Condition 1 operator')).toHaveProperty('value', 'CONTAINS');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Summary' }));
    expect(await screen.findByText('No responses match these filters')).toBeTruthy();
    expect(api.callsTo(`GET /api/forms/f1/summary?${filters}`)).toHaveLength(1);
    expect(screen.getByText('Matching responses')).toBeTruthy();
  });
});

describe('a response in detail', () => {
  it('opens from its row with every answer and a download link per file', async () => {
    mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA], nextCursor: null }),
      'GET /api/forms/f1/responses/11': jsonResponse({
        ...ADA,
        userAgent: 'TestBrowser/1',
        files: [{ ...cv, questionId: 'cv' }],
      }),
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: /Open the response from/ });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your name')).toBeTruthy();
    expect(within(dialog).getByText('Red, Blue')).toBeTruthy();
    const link = await within(dialog).findByRole('link', { name: /cv\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/forms/f1/files/file-1');
    expect(within(dialog).getByText('TestBrowser/1')).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });
});

describe('deleting responses', () => {
  it('asks first, then sends the selected ids and reads the list again', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA, BOB], nextCursor: null }),
      'DELETE /api/forms/f1/responses': jsonResponse({ deleted: 1 }),
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Select the response from Feb 3/ }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 1 response?' });
    expect(api.callsTo('DELETE /api/forms/f1/responses')).toHaveLength(0);
    api.on(`GET ${LIST}`, jsonResponse({ items: [BOB], nextCursor: null }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('DELETE /api/forms/f1/responses')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/forms/f1/responses')[0]?.body).toEqual({ ids: [11] });
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull());
    expect(await within(screen.getByRole('list')).findByText('Response deleted')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('selects every shown response at once, and cancelling deletes nothing', async () => {
    const api = mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA, BOB], nextCursor: null }),
    });
    renderPage();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown responses' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 responses?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/forms/f1/responses')).toHaveLength(0);
  });

  it('shows drafts on their own, marked, without selection', async () => {
    const draft = { ...item('5', { name: 'Half done' }), kind: 'draft', completed: false };
    mockApi({
      'GET /api/forms/f1': jsonResponse(FORM),
      [`GET ${LIST}`]: jsonResponse({ items: [ADA], nextCursor: null }),
      'GET /api/forms/f1/responses?status=partial&limit=50': jsonResponse({
        items: [draft],
        nextCursor: null,
      }),
    });
    renderPage();
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Partial (drafts)' }));
    expect(await screen.findByText('Half done')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText(/drafts people started and have not submitted/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
