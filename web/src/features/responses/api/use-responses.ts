import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { type ResponseFilters, type ResponseStatus, summaryParams } from '../lib/filters';
import {
  fetchResponseDetail,
  fetchResponsesPage,
  parseSummary,
  responsesKeys,
  responsesUrl,
} from './responses-api';

/**
 * Responses keep arriving while the owner looks at them, so these reads go stale after a short
 * while (the app's default is never) and are read again when the screen or tab opens after that.
 */
export const RESPONSES_STALE_MS = 30_000;

/** Keyset pages of the form's responses (or drafts) matching the filters, newest first. */
export function useResponses(formId: string, status: ResponseStatus, filters: ResponseFilters) {
  return useInfiniteQuery({
    queryKey: responsesKeys.list(formId, status, filters),
    queryFn: ({ pageParam, signal }) =>
      fetchResponsesPage(responsesUrl(formId, status, filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: RESPONSES_STALE_MS,
    // While a new filter loads, the table keeps the previous rows instead of flashing skeletons;
    // switching between submitted and partial responses starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1].status === status ? keepPreviousData(previous) : undefined,
  });
}

/** One response with its files (completed responses only: drafts live elsewhere). */
export function useResponseDetail(formId: string, responseId: string | null) {
  return useQuery({
    queryKey: responsesKeys.detail(formId, responseId ?? ''),
    queryFn: ({ signal }) => fetchResponseDetail(formId, responseId ?? '', signal),
    enabled: responseId !== null,
    staleTime: RESPONSES_STALE_MS,
  });
}

/** Per-question summaries and the completion funnel, under the filter bar's filters. */
export function useFormSummary(formId: string, filters: ResponseFilters) {
  const query = summaryParams(filters).toString();
  return useQuery({
    queryKey: [...responsesKeys.summary(formId), query] as const,
    queryFn: ({ signal }) =>
      getJson(`${responsesKeys.summary(formId)[0]}${query ? `?${query}` : ''}`, {
        on401: 'throw',
        signal,
      }),
    select: parseSummary,
    staleTime: RESPONSES_STALE_MS,
    // A new filter keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
