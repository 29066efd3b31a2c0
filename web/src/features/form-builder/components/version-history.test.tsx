import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormDetail } from '@core/api/forms';
import { clearToasts } from '@/components/ui/use-toast';
import { formQueryKey } from '@/lib/forms-api';
import { createQueryClient } from '@/lib/query-client';
import { BuilderEditor } from './builder-editor';
import { formDetail } from '@/test-support/form-detail';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function detail(overrides: Partial<FormDetail> = {}): FormDetail {
  return formDetail({
    userId: 3,
    title: 'Intake',
    published: true,
    version: 4,
    publishedVersion: 2,
    unpublishedChanges: true,
    welcomeScreen: { enabled: false },
    questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Full name', order: 0 }],
    ...overrides,
  });
}

const VERSIONS = [
  {
    number: 2,
    publishedAt: '2026-11-27T10:00:00.000Z',
    publishedBy: { id: 3, username: 'ada' },
    responseCount: 0,
    live: true,
    changes: [
      {
        kind: 'question_renamed',
        questionId: 'name',
        title: 'Full name',
        text: "Renamed 'Name' to 'Full name'",
      },
      { kind: 'question_removed', questionId: 'age', title: 'Age', text: "Removed question 'Age'" },
    ],
  },
  {
    number: 1,
    publishedAt: '2026-11-26T10:00:00.000Z',
    publishedBy: null,
    responseCount: 12,
    live: false,
    changes: [],
  },
];

function renderEditor(initial: FormDetail) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(formQueryKey(initial.id), initial);
  return render(
    <QueryClientProvider client={queryClient}>
      <BuilderEditor detail={initial} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  window.localStorage.clear();
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('versions in the builder', () => {
  it('says a live form has unpublished changes and discards them back to the live version', async () => {
    const live = detail({
      version: 5,
      unpublishedChanges: false,
      questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0 }] as never,
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/forms/f1/discard') ? json(200, live) : json(404, {}),
    );
    renderEditor(detail());
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish changes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByText('Unpublished changes')).toBeNull());
    expect(screen.getByDisplayValue('Name')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/discard'))).toBe(true);
  });

  it('lists the versions with their changes in words, accessibly, and restores one', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith('/api/forms/f1/versions')) return json(200, VERSIONS);
      if (path.endsWith('/api/forms/f1/versions/1/restore') && init?.method === 'POST')
        return json(
          200,
          detail({
            version: 5,
            questions: [{ id: 'age', type: 'NUMBER', title: 'Age', order: 0 }] as never,
          }),
        );
      return json(404, {});
    });
    renderEditor(detail());
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Published versions' });
    expect(within(list).getByText("Renamed 'Name' to 'Full name'")).toBeTruthy();
    expect(within(list).getByText("Removed question 'Age'")).toBeTruthy();
    expect(within(list).getByText(/12 responses/)).toBeTruthy();
    expect(within(list).getByText('Live')).toBeTruthy();
    const results = await axe.run(screen.getByRole('dialog'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(within(list).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(screen.getByDisplayValue('Age')).toBeTruthy());
  });
});
