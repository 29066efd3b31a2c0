/** The responses screen's filters and how they become the list's and the export's query string. */

export type ResponseStatus = 'completed' | 'partial';

export interface ResponseFilters {
  /** Calendar days as the date inputs give them (YYYY-MM-DD), in the viewer's time zone. */
  from: string;
  to: string;
  questionId: string;
  answer: string;
  q: string;
}

export const EMPTY_FILTERS: ResponseFilters = {
  from: '',
  to: '',
  questionId: '',
  answer: '',
  q: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start (or end) of a local calendar day as an ISO timestamp, or undefined if not a day. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  if (!DAY.test(day)) return undefined;
  const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
  const date = new Date(`${day}${time}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function hasActiveFilters(filters: ResponseFilters): boolean {
  return (
    filters.from !== '' ||
    filters.to !== '' ||
    filters.q.trim() !== '' ||
    (filters.questionId !== '' && filters.answer !== '')
  );
}

/** The filter part of GET /responses and GET /export.csv (no status, cursor or limit). */
export function filterParams(filters: ResponseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const from = dayBoundary(filters.from, 'start');
  const to = dayBoundary(filters.to, 'end');
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (filters.questionId !== '' && filters.answer !== '') {
    params.set('questionId', filters.questionId);
    params.set('answer', filters.answer);
  }
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  return params;
}

/** GET /api/forms/{id}/export.csv with the current filters (completed responses only). */
export function exportHref(formId: string, filters: ResponseFilters): string {
  const query = filterParams(filters).toString();
  return `/api/forms/${encodeURIComponent(formId)}/export.csv${query ? `?${query}` : ''}`;
}
