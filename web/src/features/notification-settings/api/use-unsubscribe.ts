/**
 * The unsubscribe link's two calls (server/src/modules/response-notifications/unsubscribe.ts):
 * a read of what it turns off, and the POST that turns it off. No session is needed for either.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { unsubscribeResponseSchema } from '@core/api/response-notifications';
import { apiRequest, getJson } from '@/lib/api-client';

const unsubscribeUrl = (token: string) =>
  `/api/public/unsubscribe?token=${encodeURIComponent(token)}`;

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: [unsubscribeUrl(token)],
    queryFn: async ({ signal }) =>
      unsubscribeResponseSchema.parse(
        await getJson(unsubscribeUrl(token), { on401: 'throw', signal }),
      ),
    enabled: token !== '',
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: async () =>
      unsubscribeResponseSchema.parse(
        await (await apiRequest('POST', unsubscribeUrl(token))).json(),
      ),
  });
}
