/** Searching and sorting the dashboard's list, on the client (the list is at most 500 forms). */
import type { FormSummary } from '@core/api/forms';
import { dashboardMessages as m } from '../messages';

/** The sort orders; each label is a message of the dashboard's catalogue, shown with `t`. */
export const SORT_OPTIONS = [
  { value: 'updated', label: m.sortUpdated },
  { value: 'created', label: m.sortCreated },
  { value: 'title', label: m.sortTitle },
  { value: 'responses', label: m.sortResponses },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const COMPARATORS: Record<SortKey, (a: FormSummary, b: FormSummary) => number> = {
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  created: (a, b) => b.createdAt.localeCompare(a.createdAt),
  title: (a, b) => byTitle.compare(a.title, b.title),
  responses: (a, b) => b.responseCount - a.responseCount,
};

export function searchAndSortForms(
  forms: readonly FormSummary[],
  query: string,
  sort: SortKey,
): FormSummary[] {
  const needle = query.trim().toLocaleLowerCase();
  const matching = needle
    ? forms.filter((form) => form.title.toLocaleLowerCase().includes(needle))
    : [...forms];
  // Ties keep a stable, useful order: most recently edited first.
  return matching.sort((a, b) => COMPARATORS[sort](a, b) || COMPARATORS.updated(a, b));
}
