import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { quietConsole, renderSummary, rowsOf, SUMMARY } from './summary-tab-fixtures';

quietConsole();

describe('the summary tab', () => {
  it('tabulates the funnel with the drop-off at each step', async () => {
    mockApi({ 'GET /api/forms/f1/summary': jsonResponse(SUMMARY) });
    renderSummary();
    const table = await screen.findByRole(
      'table',
      { name: /Completion funnel/ },
      { timeout: 5000 },
    );
    expect(rowsOf(table)).toEqual([
      ['Step', 'People', 'Drop-off from previous step'],
      ['Views', '10', '—'],
      ['Starts', '5', '50%'],
      ['Completions', '4', '20%'],
    ]);
    expect(screen.getByText('80%')).toBeTruthy(); // completion rate: 4 of 5 starts
  });

  it('marks a question an edit removed with the version that removed it', async () => {
    const age = { questionId: 'age', type: 'NUMBER', title: 'Age', removedIn: 2, answered: 2 };
    mockApi({
      'GET /api/forms/f1/summary': jsonResponse({
        ...SUMMARY,
        questions: [...SUMMARY.questions, { ...age, average: 35, min: 30, max: 40, counts: [] }],
      }),
    });
    renderSummary();
    expect(
      await screen.findByText('2 answers · removed in version 2', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('gives every chart a table with the same numbers, shown on request', async () => {
    mockApi({ 'GET /api/forms/f1/summary': jsonResponse(SUMMARY) });
    renderSummary();
    const choices = await screen.findByRole('table', { name: 'Answers to “Happy?”' });
    expect(rowsOf(choices).slice(1)).toEqual([
      ['Yes', '3', '75%'],
      ['No', '1', '25%'],
    ]);
    expect(choices.closest('.sr-only')).not.toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Show table: Answers to “Happy?”' }));
    const shown = screen.getByRole('table', { name: 'Answers to “Happy?”' });
    expect(shown.closest('.sr-only')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show chart: Answers to “Happy?”' })).toBeTruthy();
  });

  it('shows NPS, the heat map, rankings and unanswered questions', async () => {
    mockApi({ 'GET /api/forms/f1/summary': jsonResponse(SUMMARY) });
    renderSummary();
    const nps = (await screen.findByRole('heading', { name: 'Recommend?' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(within(nps).getByText('50')).toBeTruthy();
    expect(rowsOf(within(nps).getByRole('table', { name: /Promoters, passives/ }))).toEqual([
      ['Promoters (9–10)', '75%'],
      ['Passives (7–8)', '0%'],
      ['Detractors (0–6)', '25%'],
    ]);

    const heat = screen.getByRole('table', { name: /Answers per row and column/ });
    expect(rowsOf(heat)).toEqual([
      ['Bad', 'Good'],
      ['Speed', '0', '2'],
      ['Price', '1', '0'],
    ]);

    const rank = screen.getByRole('table', { name: /Average position/ });
    expect(rowsOf(rank).slice(1)).toEqual([
      ['1', 'x', '1.25'],
      ['2', 'y', '2.5'],
    ]);

    const note = screen
      .getByRole('heading', { name: 'Anything else?' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(note).getByText('No answers yet.')).toBeTruthy();
  });

  it('lists every option in the form’s order, those nobody chose at 0 and old ones marked', async () => {
    mockApi({
      'GET /api/forms/f1/summary': jsonResponse({
        ...SUMMARY,
        questions: [
          {
            questionId: 'meal',
            type: 'MULTIPLE_CHOICE',
            title: 'Meal',
            answered: 3,
            counts: [
              { value: 'Breakfast', count: 0, percent: 0, listed: true },
              { value: 'Dinner', count: 2, percent: 66.7, listed: true },
              { value: 'Drinks', count: 0, percent: 0, listed: true },
              { value: 'Lunch', count: 1, percent: 33.3, listed: false },
            ],
          },
          {
            questionId: 'rank',
            type: 'RANKING',
            title: 'Rank',
            answered: 2,
            positions: [
              { value: 'w', averagePosition: null, listed: true },
              { value: 'x', averagePosition: 2, listed: true },
              { value: 'y', averagePosition: 1, listed: true },
              { value: 'z', averagePosition: 3, listed: false },
            ],
          },
        ],
      }),
    });
    renderSummary();
    const meal = await screen.findByRole('table', { name: 'Answers to “Meal”' }, { timeout: 5000 });
    expect(rowsOf(meal).slice(1)).toEqual([
      ['Breakfast', '0', '0%'],
      ['Dinner', '2', '66.7%'],
      ['Drinks', '0', '0%'],
      ['Lunch (not among the options)', '1', '33.3%'],
    ]);
    const rank = screen.getByRole('table', { name: /Average position/ });
    expect(rowsOf(rank).slice(1)).toEqual([
      ['1', 'y', '1'],
      ['2', 'x', '2'],
      ['3', 'z (not among the options)', '3'],
      ['—', 'w', '—'],
    ]);
  });

  it('links uploaded files to their download and tabulates locations', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    mockApi({
      'GET /api/forms/f1/summary': jsonResponse({
        ...SUMMARY,
        questions: [
          {
            questionId: 'cv',
            type: 'FILE_UPLOAD',
            title: 'Your CV',
            answered: 1,
            recent: [
              {
                responseId: '7',
                text: 'cv.pdf',
                createdAt: at,
                files: [{ fileId: 'file1', name: 'cv.pdf', size: 2048 }],
              },
            ],
          },
          {
            questionId: 'where',
            type: 'LOCATION',
            title: 'Where are you?',
            answered: 1,
            recent: [
              {
                responseId: '7',
                text: 'Kings Cross (51.53, -0.12)',
                createdAt: at,
                location: { lat: 51.53, lng: -0.12, address: 'Kings Cross' },
              },
            ],
          },
        ],
      }),
    });
    renderSummary();
    // Role queries over the whole page are slow in jsdom: look inside the question's card.
    const card = (
      await screen.findByRole('heading', { name: 'Your CV' }, { timeout: 5000 })
    ).closest('[data-slot="card"]') as HTMLElement;
    const link = within(card).getByRole('link', { name: /^cv\.pdf ?\(download\)$/ });
    expect(link.getAttribute('href')).toBe('/api/forms/f1/files/file1');
    expect(screen.getByText('2 KB')).toBeTruthy();
    const whereCard = screen
      .getByRole('heading', { name: 'Where are you?' })
      .closest('[data-slot="card"]') as HTMLElement;
    const places = within(whereCard).getByRole('table', { name: 'Latest locations' });
    expect(rowsOf(places)[0]).toEqual(['Address', 'Latitude', 'Longitude', 'When']);
    expect(rowsOf(places)[1]?.slice(0, 3)).toEqual(['Kings Cross', '51.53', '-0.12']);
  });

  it('leaves out the per-page drop-off for a single-page form', async () => {
    mockApi({
      'GET /api/forms/f1/summary': jsonResponse({
        ...SUMMARY,
        funnel: { ...SUMMARY.funnel, pages: [] },
      }),
    });
    renderSummary();
    await screen.findByRole('table', { name: /Completion funnel/ }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Drop-off by page' })).toBeNull();
    expect(screen.queryByRole('table', { name: /Drop-off by page/ })).toBeNull();
  });

  it('shows where people stopped, page by page, as bars and a table, without axe violations', async () => {
    const paged = {
      ...SUMMARY,
      funnel: {
        ...SUMMARY.funnel,
        pages: [
          { pageId: 'start', title: '', reached: 6, left: 1 },
          { pageId: 'details', title: 'Details', reached: 5, left: 2 },
          { pageId: 'last', title: '', reached: 3, left: 0 },
        ],
      },
    };
    mockApi({ 'GET /api/forms/f1/summary': jsonResponse(paged) });
    const { container } = renderSummary();
    const table = await screen.findByRole('table', { name: /Drop-off by page/ }, { timeout: 5000 });
    expect(rowsOf(table)).toEqual([
      ['Page', 'Reached', 'Left here', 'Share who left'],
      ['Page 1', '6', '1', '16.7%'],
      ['Page 2: Details', '5', '2', '40%'],
      ['Page 3', '3', '0', '0%'],
    ]);
    expect(screen.getByRole('heading', { name: 'Drop-off by page' })).toBeTruthy();
    // The drawing carries the same figures for sighted readers, hidden from assistive technology.
    const drawing = screen.getByText('5 reached · 2 left (40%)');
    expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();

    // The table is one keyboard step away: Tab to its toggle, Enter to show it.
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', {
      name: 'Show table: Drop-off by page: people who reached each page and who left there',
    });
    toggle.focus();
    await user.keyboard('{Enter}');
    const shown = screen.getByRole('table', { name: /Drop-off by page/ });
    expect(shown.closest('.sr-only')).toBeNull();

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

  it('offers a retry when the summary fails', async () => {
    const api = mockApi();
    api.on('GET /api/forms/f1/summary', () =>
      jsonResponse({ message: 'x', code: 'INTERNAL_ERROR' }, 500),
    );
    renderSummary();
    const alert = await screen.findByRole('alert');
    api.on(
      'GET /api/forms/f1/summary',
      jsonResponse({ ...SUMMARY, totalResponses: 0, questions: [] }),
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No responses yet — share your form to start collecting'),
    ).toBeTruthy();
  });
});
