import { npsResponseSchema } from '@core/api/responses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NpsInterval, NpsResponse } from '../lib/nps-data';

/** GET /api/nps for every form the user can see, or one form; the default query function GETs it. */
export function npsUrl(interval: NpsInterval, formId = ''): string {
  const params = new URLSearchParams({ interval });
  if (formId) params.set('formId', formId);
  return `/api/nps?${params.toString()}`;
}

const parseNps = (data: unknown): NpsResponse => npsResponseSchema.parse(data);

/** New answers keep coming: read again when the page opens after half a minute. */
const NPS_STALE_MS = 30_000;

export function useNps(interval: NpsInterval, formId = '') {
  return useQuery({
    queryKey: [npsUrl(interval, formId)],
    select: parseNps,
    staleTime: NPS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
