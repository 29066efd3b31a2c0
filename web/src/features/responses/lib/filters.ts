/**
 * The responses screen's filters (issue 32): one set shared by the table, the summary and the
 * exports, kept in the address so a filtered view can be bookmarked. Answer conditions are the
 * builder's logic conditions; the server reads them with the logic engine's meaning.
 */
import { filterConditionSchema, type FilterCondition } from '@core/api/result-filters';
import type { ReportFilters } from '@core/api/shared-reports';
import type { Condition } from '@core/form/definition';
import { isMissingOperand } from '@core/logic/operators';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export type ResponseStatus = 'completed' | 'partial';

export interface ResponseFilters {
  /** Calendar days as the date inputs give them (YYYY-MM-DD), in the viewer's time zone. */
  from: string;
  to: string;
  /** Words in any text answer: the table and the exports only. */
  q: string;
  /** Answer conditions, as edited (a condition still missing its value is not sent). */
  conditions: Condition[];
  /** Any condition may hold (OR) rather than all (AND). */
  any: boolean;
  /** Only responses answered in this form language (ADR 048); '' for every language. */
  language: string;
  /** One published version's responses (issue 30); null for all versions. */
  version: number | null;
}

export const EMPTY_FILTERS: ResponseFilters = {
  from: '',
  to: '',
  q: '',
  conditions: [],
  any: false,
  language: '',
  version: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start (or end) of a local calendar day as an ISO timestamp, or undefined if not a day. */
export function dayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  if (!DAY.test(day)) return undefined;
  const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
  const date = new Date(`${day}${time}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const needsNoValue = (c: Condition) => c.operator === 'IS_EMPTY' || c.operator === 'IS_NOT_EMPTY';

/** The conditions ready to send: those with a value (or needing none), as the API takes them. */
export function completeConditions(conditions: readonly Condition[]): FilterCondition[] {
  // A date range with one end still blank is not ready either.
  const hasValue = (value: unknown) =>
    !isMissingOperand(value) && !(Array.isArray(value) && value.some((v) => v === ''));
  return conditions
    .filter((c) => needsNoValue(c) || hasValue(c.value))
    .map((c) => ({
      questionId: c.questionId,
      operator: c.operator,
      ...(needsNoValue(c) ? {} : { value: c.value }),
      ...(c.caseSensitive ? { caseSensitive: true } : {}),
    }));
}

export function hasActiveFilters(filters: ResponseFilters): boolean {
  return (
    filters.from !== '' ||
    filters.to !== '' ||
    filters.q.trim() !== '' ||
    filters.language !== '' ||
    filters.version !== null ||
    completeConditions(filters.conditions).length > 0
  );
}

/**
 * How many filters the filter panel shows set: the text search, each date, the language and each
 * condition row (a row still being filled in too, since it is on screen). The version has its own
 * picker beside the panel and is not counted.
 */
export function panelFilterCount(filters: ResponseFilters): number {
  const set = [filters.q.trim(), filters.from, filters.to, filters.language].filter(Boolean);
  return set.length + filters.conditions.length;
}

/** The filters the summary takes: dates, answer conditions, the language and the version. */
export function summaryParams(filters: ResponseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.language) params.set('language', filters.language);
  const from = dayBoundary(filters.from, 'start');
  const to = dayBoundary(filters.to, 'end');
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const conditions = completeConditions(filters.conditions);
  if (conditions.length > 0) {
    params.set('filters', JSON.stringify(conditions));
    if (filters.any) params.set('any', 'true');
  }
  if (filters.version !== null) params.set('version', String(filters.version));
  return params;
}

/** The filter part of GET /responses and the exports (no status, cursor or limit). */
export function filterParams(filters: ResponseFilters): URLSearchParams {
  const params = summaryParams(filters);
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  return params;
}

/** GET /api/forms/{id}/export.csv with the current filters. */
export function exportHref(formId: string, filters: ResponseFilters): string {
  const query = filterParams(filters).toString();
  return `/api/forms/${encodeURIComponent(formId)}/export.csv${query ? `?${query}` : ''}`;
}

/** The page address's keys for the filters (beside `tab`). */
const KEYS = ['from', 'to', 'q', 'filters', 'any', 'language', 'version'] as const;

/** A language in the address is kept only when it looks like a code; the server checks the rest. */
const LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
/** A published version number as the address carries it. */
const VERSION = /^[1-9]\d{0,8}$/;

function conditionsFrom(text: string | null): Condition[] {
  if (!text) return [];
  try {
    const parsed = filterConditionSchema.array().max(20).safeParse(JSON.parse(text));
    return parsed.success
      ? parsed.data.map((c) => ({ ...c, caseSensitive: c.caseSensitive === true }))
      : [];
  } catch {
    return [];
  }
}

/** The filters a page address carries; anything unreadable is simply left out. */
export function filtersFromSearch(params: URLSearchParams): ResponseFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    from: day('from'),
    to: day('to'),
    q: params.get('q') ?? '',
    conditions: conditionsFrom(params.get('filters')),
    any: params.get('any') === 'true',
    language: LANGUAGE.test(params.get('language') ?? '') ? (params.get('language') ?? '') : '',
    version: VERSION.test(params.get('version') ?? '') ? Number(params.get('version')) : null,
  };
}

/** Writes the filters into the page address (days as days, conditions as edited). */
export function writeFiltersToSearch(
  params: URLSearchParams,
  filters: ResponseFilters,
): URLSearchParams {
  for (const key of KEYS) params.delete(key);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  if (filters.conditions.length > 0) params.set('filters', JSON.stringify(filters.conditions));
  if (filters.any) params.set('any', 'true');
  if (filters.language) params.set('language', filters.language);
  if (filters.version !== null) params.set('version', String(filters.version));
  return params;
}

/**
 * The filters a shared report saves: the summary's (dates and answer conditions), as JSON values.
 * The search words are the table's only, so a report leaves them out.
 */
export function reportFiltersOf(filters: ResponseFilters): ReportFilters {
  const from = dayBoundary(filters.from, 'start');
  const to = dayBoundary(filters.to, 'end');
  const conditions = completeConditions(filters.conditions);
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(conditions.length > 0
      ? { filters: conditions, ...(filters.any ? { any: true } : {}) }
      : {}),
  };
}

/** What to try when nothing matches, naming only the filters that are set. */
export function noMatchHint(filters: ResponseFilters): string {
  const versions = filters.version !== null;
  if (versions && filters.language) return t(m.noMatchHintBoth);
  if (versions) return t(m.noMatchHintVersions);
  if (filters.language) return t(m.noMatchHintLanguages);
  return t(m.noMatchHint);
}
