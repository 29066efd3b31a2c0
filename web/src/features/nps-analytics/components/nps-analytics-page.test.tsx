import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { NpsAnalyticsPage } from './nps-analytics-page';
import { eventually } from '../../../test-support/eventually';

const none = { answers: 0, score: null, promoters: 0, passives: 0, detractors: 0 };

const question = (overrides: Record<string, unknown>) => ({
  formId: 'f1',
  formTitle: 'Feedback',
  questionId: 'q1',
  questionTitle: 'Recommend us?',
  ...none,
  trend: [],
  ...overrides,
});

function renderPage() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <NpsAnalyticsPage />
    </Providers>,
  );
}

const rowFor = (title: string) =>
  screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NPS analytics', () => {
  it('explains how to add an NPS question when there is none', async () => {
    mockApi({ 'GET /api/nps?interval=month': jsonResponse({ overall: none, questions: [] }) });
    renderPage();
    // The first render of a test file also loads its modules: allow for a cold start.
    expect(
      await screen.findByRole('heading', { name: 'No NPS questions yet' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/add an/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a form' }).getAttribute('href')).toBe(
      '/forms/new',
    );
    expect(screen.queryByLabelText('Form')).toBeNull();
  });

  it('shows "—" for questions nobody answered, and 0 when everyone is a passive', async () => {
    mockApi({
      'GET /api/nps?interval=month': jsonResponse({
        overall: { answers: 2, score: 0, promoters: 0, passives: 100, detractors: 0 },
        questions: [
          question({ questionId: 'q1', questionTitle: 'Unanswered' }),
          question({
            questionId: 'q2',
            questionTitle: 'All passives',
            answers: 2,
            score: 0,
            passives: 100,
            trend: [{ period: '2026-01-01T00:00:00.000Z', answers: 2, score: 0 }],
          }),
        ],
      }),
    });
    renderPage();
    await screen.findByRole('table', { name: 'NPS by question' });
    expect(cells(rowFor('Unanswered'))).toEqual(['—', '—', '—', '—', '0']);
    expect(cells(rowFor('All passives'))).toEqual(['0', '0%', '100%', '0%', '2']);

    const overall = screen
      .getByRole('heading', { name: 'Overall score' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(overall).getByText('0')).toBeTruthy();
    expect(within(overall).getByText('2 answers across 2 questions')).toBeTruthy();

    const trend = screen.getByRole('table', { name: 'NPS by month' });
    expect(within(trend).getByRole('rowheader', { name: 'Jan 2026' })).toBeTruthy();
  });

  it('shows "—" overall before the first answer', async () => {
    mockApi({
      'GET /api/nps?interval=month': jsonResponse({ overall: none, questions: [question({})] }),
    });
    renderPage();
    expect(
      await screen.findByText('No answers yet: the score appears with the first one.'),
    ).toBeTruthy();
    const overall = screen
      .getByRole('heading', { name: 'Overall score' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(overall).getAllByText('—').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('No answers yet, so no trend to show.')).toBeTruthy();
  });

  it('filters by form and switches the trend to weeks', async () => {
    const two = {
      overall: { answers: 1, score: 100, promoters: 100, passives: 0, detractors: 0 },
      questions: [
        question({ answers: 1, score: 100, promoters: 100 }),
        question({
          formId: 'f2',
          formTitle: 'Onboarding',
          questionId: 'q9',
          questionTitle: 'Other',
        }),
      ],
    };
    const api = mockApi({
      'GET /api/nps?interval=month': jsonResponse(two),
      'GET /api/nps?interval=month&formId=f2': jsonResponse({
        overall: none,
        questions: [two.questions[1]],
      }),
      'GET /api/nps?interval=week': jsonResponse(two),
      'GET /api/nps?interval=week&formId=f2': jsonResponse({
        overall: none,
        questions: [two.questions[1]],
      }),
    });
    renderPage();
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Form');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All forms', 'Feedback', 'Onboarding']);
    await user.selectOptions(select, 'f2');
    await screen.findByText('No answers yet: the score appears with the first one.');
    expect(screen.queryByRole('rowheader', { name: /Recommend us/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    await eventually(() =>
      expect(api.callsTo('GET /api/nps?interval=week&formId=f2')).toHaveLength(1),
    );
  });

  it('lists the latest comments per segment, with an empty state for a segment without any', async () => {
    const comment = (responseId: string, score: number, text: string) => ({
      responseId,
      score,
      text,
      createdAt: '2026-01-05T10:00:00.000Z',
    });
    mockApi({
      'GET /api/nps?interval=month': jsonResponse({
        overall: { answers: 3, score: 33.3, promoters: 66.7, passives: 0, detractors: 33.3 },
        questions: [
          question({
            answers: 3,
            score: 33.3,
            promoters: 66.7,
            detractors: 33.3,
            commentQuestion: { id: 'why', title: 'Why that score?' },
            comments: {
              promoters: [comment('2', 10, 'Fast and friendly'), comment('1', 9, 'Good value')],
              passives: [],
              detractors: [comment('3', 2, 'Too slow')],
            },
          }),
          question({
            formId: 'f2',
            formTitle: 'Onboarding',
            questionId: 'q9',
            questionTitle: 'Other',
          }),
        ],
      }),
    });
    const { container } = renderPage();
    const promoters = await screen.findByRole('list', { name: 'Promoters (9–10)' });
    expect(
      within(promoters)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Fast and friendly', 'Good value']);
    expect(within(promoters).getAllByText(/Score (10|9)/)).toHaveLength(2);
    const detractors = screen.getByRole('list', { name: 'Detractors (0–6)' });
    expect(within(detractors).getByText('Too slow')).toBeTruthy();
    expect(within(detractors).getByText(/Score 2/)).toBeTruthy();
    // No passive left a comment: that segment says so instead of showing an empty list.
    expect(screen.queryByRole('list', { name: 'Passives (7–8)' })).toBeNull();
    expect(screen.getByText('No comments from passives yet.')).toBeTruthy();
    expect(screen.getByText(/comments from “Why that score\?”/)).toBeTruthy();
    // A question with no text question after it explains how to collect comments.
    const other = screen.getByRole('heading', { name: /^Other/ }).closest('section') as HTMLElement;
    expect(
      within(other).getByText(/add a short or long text question after this NPS question/),
    ).toBeTruthy();
    expect(within(other).queryByRole('list')).toBeNull();

    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // jsdom does not lay out or paint, so contrast cannot be measured here (the e2e run does).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.passes.length).toBeGreaterThan(0);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });

  it('offers a retry when loading fails', async () => {
    const api = mockApi();
    api.on('GET /api/nps?interval=month', () =>
      jsonResponse({ message: 'x', code: 'INTERNAL_ERROR' }, 500),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    api.on('GET /api/nps?interval=month', jsonResponse({ overall: none, questions: [] }));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No NPS questions yet' })).toBeTruthy();
  });
});
