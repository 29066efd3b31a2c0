import { describe, expect, it } from 'vitest';
import { dayBoundary, EMPTY_FILTERS, exportHref, filterParams, hasActiveFilters } from './filters';

describe('response filters', () => {
  it('turns calendar days into the local day’s first and last instant', () => {
    expect(dayBoundary('2026-03-01', 'start')).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(dayBoundary('2026-03-01', 'end')).toBe(
      new Date(2026, 2, 1, 23, 59, 59, 999).toISOString(),
    );
    expect(dayBoundary('', 'start')).toBeUndefined();
    expect(dayBoundary('yesterday', 'end')).toBeUndefined();
  });

  it('sends an answer filter only with both its question and its value', () => {
    expect(filterParams({ ...EMPTY_FILTERS, questionId: 'color' }).toString()).toBe('');
    expect(hasActiveFilters({ ...EMPTY_FILTERS, questionId: 'color' })).toBe(false);
    const params = filterParams({
      ...EMPTY_FILTERS,
      questionId: 'color',
      answer: 'Red',
      q: ' hi ',
    });
    expect(Object.fromEntries(params)).toEqual({ questionId: 'color', answer: 'Red', q: 'hi' });
  });

  it('builds the export link with the same filters', () => {
    expect(exportHref('f 1', EMPTY_FILTERS)).toBe('/api/forms/f%201/export.csv');
    const href = exportHref('abc', { ...EMPTY_FILTERS, from: '2026-01-02', q: 'late' });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/api/forms/abc/export.csv');
    expect(url.searchParams.get('from')).toBe(dayBoundary('2026-01-02', 'start'));
    expect(url.searchParams.get('q')).toBe('late');
    expect(url.searchParams.has('status')).toBe(false);
  });
});
