import { useQuery } from '@tanstack/react-query';
import { sharedFormListResponseSchema, type SharedFormSummary } from '@core/api/collaboration';
import { getJson } from '@/lib/api-client';
import { SHARED_FORMS_QUERY_KEY } from '@/lib/form-actions-context';

/**
 * Forms others share with the caller, with the caller's role (GET /api/shared-forms). Its key is
 * not the URL: accepting an invitation (the notifications panel, the invitation page) refreshes
 * it by this name.
 */
export function useSharedForms(enabled: boolean) {
  return useQuery({
    queryKey: SHARED_FORMS_QUERY_KEY,
    queryFn: ({ signal }) => getJson<unknown>('/api/shared-forms', { on401: 'throw', signal }),
    select: (data): SharedFormSummary[] => sharedFormListResponseSchema.parse(data),
    enabled,
    refetchOnMount: 'always',
  });
}
