import { describe, expect, it } from 'vitest';
import {
  noMatchHint,
  completeConditions,
  dayBoundary,
  EMPTY_FILTERS,
  exportHref,
  filterParams,
  filtersFromSearch,
  hasActiveFilters,
  panelFilterCount,
  summaryParams,
  writeFiltersToSearch,
} from './filters';

describe('response filters', () => {
  it('turns calendar days into the local day’s first and last instant', () => {
    expect(dayBoundary('2026-03-01', 'start')).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(dayBoundary('2026-03-01', 'end')).toBe(
      new Date(2026, 2, 1, 23, 59, 59, 999).toISOString(),
    );
    expect(dayBoundary('', 'start')).toBeUndefined();
    expect(dayBoundary('yesterday', 'end')).toBeUndefined();
  });

  it('sends only the conditions that have a value, and keeps them in the address', () => {
    const conditions = [
      { questionId: 'color', operator: 'CONTAINS' as const, value: '', caseSensitive: false },
      { questionId: 'ok', operator: 'IS_EMPTY' as const, value: undefined, caseSensitive: false },
      {
        questionId: 'day',
        operator: 'DATE_BETWEEN' as const,
        value: ['2026-01-01', ''],
        caseSensitive: false,
      },
      { questionId: 'name', operator: 'EQUALS' as const, value: 'Ada', caseSensitive: true },
    ];
    expect(completeConditions(conditions)).toEqual([
      { questionId: 'ok', operator: 'IS_EMPTY' },
      { questionId: 'name', operator: 'EQUALS', value: 'Ada', caseSensitive: true },
    ]);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, conditions: conditions.slice(0, 1) })).toBe(false);
    const filters = { ...EMPTY_FILTERS, conditions, any: true, q: ' hi ', from: '2026-01-02' };
    const params = filterParams(filters);
    expect(JSON.parse(params.get('filters')!)).toEqual(completeConditions(conditions));
    expect(params.get('any')).toBe('true');
    expect(params.get('q')).toBe('hi');
    expect(summaryParams(filters).has('q')).toBe(false);
    const address = writeFiltersToSearch(new URLSearchParams('tab=summary'), filters);
    expect(address.get('tab')).toBe('summary');
    expect(filtersFromSearch(address)).toEqual({ ...filters, conditions });
    expect(filtersFromSearch(new URLSearchParams('filters=%5B&from=soon'))).toEqual(EMPTY_FILTERS);
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

  it('says what to try when nothing matches, naming the version and language only when set', () => {
    expect(noMatchHint(EMPTY_FILTERS)).toBe('Try a wider date range or fewer answer conditions.');
    expect(noMatchHint({ ...EMPTY_FILTERS, version: 2 })).toBe(
      'Try a wider date range, fewer answer conditions or all versions.',
    );
    expect(noMatchHint({ ...EMPTY_FILTERS, version: 2, language: 'fr' })).toBe(
      'Try a wider date range, fewer answer conditions, all versions or all languages.',
    );
  });

  it("counts the panel's filters that are set, not the version picked beside it", () => {
    expect(panelFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(panelFilterCount({ ...EMPTY_FILTERS, q: '  ', version: 2 })).toBe(0);
    const draft = {
      questionId: 'name',
      operator: 'EQUALS' as const,
      value: '',
      caseSensitive: false,
    };
    expect(
      panelFilterCount({
        ...EMPTY_FILTERS,
        q: 'Ada',
        from: '2026-01-01',
        language: 'fr',
        conditions: [draft, draft],
      }),
    ).toBe(5);
  });
});
