import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { quietConsole, renderSummary, rowsOf, SUMMARY } from './summary-tab-fixtures';

quietConsole();

describe('answers over time', () => {
  it('loads the question’s trend by week on request, in the viewer’s zone, with a table and no axe violations', async () => {
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    const url = (interval: string) =>
      `/api/forms/f1/trends?questionId=ok&interval=${interval}&timeZone=${zone}`;
    const api = mockApi({
      'GET /api/forms/f1/summary': jsonResponse(SUMMARY),
      [`GET ${url('week')}`]: jsonResponse({
        questionId: 'ok',
        interval: 'week',
        buckets: [
          { period: '2026-01-05T00:00:00.000Z', count: 3, counts: [{ value: 'true', count: 3 }] },
          {
            period: '2026-01-12T00:00:00.000Z',
            count: 2,
            counts: [
              { value: 'true', count: 1 },
              { value: 'false', count: 1 },
            ],
          },
        ],
      }),
      [`GET ${url('month')}`]: jsonResponse({ questionId: 'ok', interval: 'month', buckets: [] }),
    });
    const { container } = renderSummary();
    const user = userEvent.setup();
    const [toggle] = await screen.findAllByRole('button', { name: 'Answers over time' });
    expect(api.calls.some((c) => c.url.includes('/trends'))).toBe(false);
    await user.click(toggle!);
    expect(toggle!.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Answers to “Happy?” over time' });
    expect(rowsOf(table)[0]).toEqual(['Period', 'Answers', 'true', 'false']);
    expect(
      rowsOf(table)
        .slice(1)
        .map((r) => r.slice(1)),
    ).toEqual([
      ['3', '3', '0'],
      ['2', '1', '1'],
    ]);
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Period for “Happy?” over time'), 'By month');
    expect(await screen.findByText('No answers in this range.')).toBeTruthy();
  });
});

describe('comparing two questions', () => {
  it('tabulates one question by another with row shares, offers the CSV, and switches questions', async () => {
    const crosstab = (row: string, column: string) =>
      `/api/forms/f1/crosstab?row=${row}&column=${column}`;
    const api = mockApi({
      'GET /api/forms/f1/summary': jsonResponse(SUMMARY),
      [`GET ${crosstab('ok', 'nps')}`]: jsonResponse({
        row: { questionId: 'ok', title: 'Happy?' },
        column: { questionId: 'nps', title: 'Recommend?' },
        cells: [
          { row: 'true', column: '3', count: 0, percent: 0 },
          { row: 'true', column: '10', count: 3, percent: 100 },
          { row: 'false', column: '3', count: 1, percent: 100 },
          { row: 'false', column: '10', count: 0, percent: 0 },
        ],
        rowTotals: [
          { value: 'true', count: 3 },
          { value: 'false', count: 1 },
        ],
        columnTotals: [
          { value: '3', count: 1 },
          { value: '10', count: 3 },
        ],
        total: 4,
      }),
    });
    const { container } = renderSummary();
    const table = await screen.findByRole('table', { name: /Happy\? by Recommend\?/ });
    expect(rowsOf(table)).toEqual([
      ['Happy?', '3', '10', 'Total'],
      ['true', '0(0%)', '3(100%)', '3'],
      ['false', '1(100%)', '0(0%)', '1'],
      ['Total', '1', '3', '4'],
    ]);
    expect(screen.getByRole('link', { name: 'Download comparison CSV' }).getAttribute('href')).toBe(
      '/api/forms/f1/crosstab.csv?row=ok&column=nps',
    );
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await userEvent.setup().selectOptions(screen.getByLabelText('Columns'), 'Happy?');
    await screen.findByRole('heading', { name: "Couldn't load the comparison" });
    expect(api.callsTo(`GET ${crosstab('ok', 'ok')}`)).toHaveLength(1);
  });
});

describe('drop-off by question', () => {
  it('shows who reached, answered and left each question, as bars and a table, without axe violations', async () => {
    const questions = [
      { questionId: 'name', title: 'Your name', reached: 8, answered: 7, left: 0 },
      { questionId: 'age', title: '', reached: 8, answered: 5, left: 3 },
      { questionId: 'ok', title: 'Happy?', reached: 5, answered: 4, left: 1 },
    ];
    mockApi({
      'GET /api/forms/f1/summary': jsonResponse({
        ...SUMMARY,
        funnel: { ...SUMMARY.funnel, questions },
      }),
    });
    const { container } = renderSummary();
    const table = await screen.findByRole(
      'table',
      { name: /Drop-off by question/ },
      { timeout: 5000 },
    );
    expect(rowsOf(table)).toEqual([
      ['Question', 'Reached', 'Answered', 'Left here', 'Share who left'],
      ['1. Your name', '8', '7', '0', '0%'],
      ['2. Untitled question', '8', '5', '3', '37.5%'],
      ['3. Happy?', '5', '4', '1', '20%'],
    ]);
    expect(screen.getByText('8 reached · 5 answered · 3 left (37.5%)')).toBeTruthy();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('leaves it out for a form of one question', async () => {
    mockApi({ 'GET /api/forms/f1/summary': jsonResponse(SUMMARY) });
    renderSummary();
    await screen.findByRole('table', { name: /Completion funnel/ }, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: 'Drop-off by question' })).toBeNull();
  });
});
