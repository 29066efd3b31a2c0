import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportItem } from '@core/api/shared-reports';
import type { Question } from '@core/form/definition';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { EMPTY_FILTERS, type ResponseFilters } from '../../lib/filters';
import { ShareReportDialog } from './share-report-dialog';

const LIST = 'GET /api/forms/f1/reports';
const CREATE = 'POST /api/forms/f1/reports';
const URL = `https://forms.example.test/reports/${'t'.repeat(43)}`;

function report(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    id: 4,
    name: 'Board pack',
    filters: {},
    crosstabs: [],
    includeTexts: false,
    viewCount: 12,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const FILTERS: ResponseFilters = {
  ...EMPTY_FILTERS,
  from: '2026-10-01',
  q: 'only the table',
  conditions: [{ questionId: 'plan', operator: 'EQUALS', value: 'Pro', caseSensitive: false }],
};

const QUESTIONS: Question[] = [
  makeQuestion('MULTIPLE_CHOICE', {
    id: 'plan',
    title: 'Plan',
    order: 0,
    options: ['Free', 'Pro'],
  }),
  makeQuestion('RATING', { id: 'stars', title: 'Stars', order: 1 }),
  makeQuestion('EMAIL', { id: 'mail', title: 'E-mail', order: 2 }),
];

function renderDialog(canEdit = true) {
  render(
    <Providers queryClient={createQueryClient()}>
      <ShareReportDialog formId="f1" filters={FILTERS} questions={QUESTIONS} canEdit={canEdit} />
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

describe('Share report', () => {
  it('shares the current filters by keyboard, shows the link once with a copy button', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: jsonResponse({ items: [] }),
      [CREATE]: jsonResponse({ id: 4, url: URL }, 201),
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share report' });
    expect(
      await within(dialog).findByRole('heading', { name: 'No shared reports yet' }),
    ).toBeTruthy();
    await expectNoAxeViolations(dialog);

    // A name is needed first.
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('Give the report a name')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Report name'), 'Board pack');
    await user.click(within(dialog).getByLabelText(/Include free-text answers/));
    // Only choices and scores can be compared.
    const rows = within(dialog).getByLabelText('Rows');
    expect(within(rows).queryByRole('option', { name: 'E-mail' })).toBeNull();
    await user.selectOptions(rows, 'plan');
    await user.selectOptions(within(dialog).getByLabelText('Columns'), 'stars');
    // A second comparison, and a third left half chosen (it adds nothing) then removed.
    await user.click(within(dialog).getByRole('button', { name: 'Add a comparison' }));
    await user.selectOptions(within(dialog).getByLabelText('Rows, comparison 2'), 'stars');
    await user.selectOptions(within(dialog).getByLabelText('Columns, comparison 2'), 'plan');
    await user.click(within(dialog).getByRole('button', { name: 'Add a comparison' }));
    await user.selectOptions(within(dialog).getByLabelText('Rows, comparison 3'), 'plan');
    await user.click(within(dialog).getByRole('button', { name: 'Remove comparison 3' }));
    expect(within(dialog).queryByLabelText('Rows, comparison 3')).toBeNull();
    await user.click(within(dialog).getByLabelText('Report name'));
    api.on(LIST, jsonResponse({ items: [report({ viewCount: 0, includeTexts: true })] }));
    await user.keyboard('{Enter}');

    const link = (await within(dialog).findByLabelText('Report link')) as HTMLInputElement;
    expect(link.value).toBe(URL);
    const body = api.callsTo(CREATE)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Board pack',
      includeTexts: true,
      crosstabs: [
        { row: 'plan', column: 'stars' },
        { row: 'stars', column: 'plan' },
      ],
      filters: {
        from: new Date('2026-10-01T00:00:00.000').toISOString(),
        filters: [{ questionId: 'plan', operator: 'EQUALS', value: 'Pro' }],
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy report link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
    expect(await within(dialog).findByText(/0 views/)).toBeTruthy();
    await expectNoAxeViolations(dialog);

    // Closed and opened again: the link is gone, as the server keeps only its hash.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Share report' }));
    const again = await screen.findByRole('dialog', { name: 'Share report' });
    expect(within(again).queryByLabelText('Report link')).toBeNull();
  });

  it('lists reports with view counts and revokes one after a confirm', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: jsonResponse({ items: [report(), report({ id: 5, name: 'Team', viewCount: 1 })] }),
      'DELETE /api/forms/f1/reports/4': new Response(null, { status: 204 }),
    });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Share report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share report' });
    expect(await within(dialog).findByText(/12 views/)).toBeTruthy();
    expect(within(dialog).getByText(/1 view ·/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Revoke Board pack' }));
    await screen.findByRole('alertdialog', { name: 'Revoke this report?' });
    // Focus starts on Cancel: Enter does not revoke by accident.
    await user.keyboard('{Enter}');
    expect(api.callsTo('DELETE /api/forms/f1/reports/4')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Board pack' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Report revoked')).toBeTruthy();
    expect(api.callsTo('DELETE /api/forms/f1/reports/4')).toHaveLength(1);
    expect(within(dialog).queryByText('Board pack')).toBeNull();
    expect(within(dialog).getByText('Team')).toBeTruthy();
  });

  it('lets a viewer see the list only, and retries a failed load', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [LIST]: jsonResponse({ message: 'Down', code: 'INTERNAL_ERROR' }, 500),
    });
    renderDialog(false);
    await user.click(screen.getByRole('button', { name: 'Shared reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shared reports' });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText("Couldn't load the shared reports")).toBeTruthy();
    api.on(LIST, jsonResponse({ items: [report()] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Board pack')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Report name')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Revoke/ })).toBeNull();
    await expectNoAxeViolations(dialog);
  });
});
