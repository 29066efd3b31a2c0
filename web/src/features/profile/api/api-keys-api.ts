/**
 * Personal API keys as the profile's card uses them (server/src/modules/api-keys). The list is
 * parsed with core/api/api-keys; creating answers the key once, which only the dialog ever holds.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyListSchema,
  createApiKeyResponseSchema,
  revokeApiKeyResponseSchema,
  type ApiKey,
  type ApiKeyList,
  type CreateApiKeyRequest,
} from '@core/api/api-keys';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getJson } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { profileMessages as m } from '../messages';

export const API_KEYS_URL = '/api/api-keys';

export const apiKeysQuery = queryOptions<ApiKeyList>({
  queryKey: [API_KEYS_URL],
  queryFn: async ({ signal }) =>
    apiKeyListSchema.parse(await getJson<unknown>(API_KEYS_URL, { on401: 'throw', signal })),
  // "Last used" moves while the page is open elsewhere; read afresh when the card opens.
  staleTime: 0,
});

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateApiKeyRequest) => {
      const res = await apiRequest('POST', API_KEYS_URL, request);
      return createApiKeyResponseSchema.parse(await res.json());
    },
    onSuccess: ({ apiKey }) => {
      queryClient.setQueryData<ApiKeyList>([API_KEYS_URL], (list) =>
        list ? { apiKeys: [apiKey, ...list.apiKeys] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: [API_KEYS_URL] });
    },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: ApiKey) => {
      const res = await apiRequest('DELETE', `${API_KEYS_URL}/${key.id}`);
      return revokeApiKeyResponseSchema.parse(await res.json()).apiKey;
    },
    onSuccess: (revoked) => {
      queryClient.setQueryData<ApiKeyList>([API_KEYS_URL], (list) =>
        list ? { apiKeys: list.apiKeys.map((k) => (k.id === revoked.id ? revoked : k)) } : list,
      );
      toast({
        title: t(m.keyRevokedTitle),
        description: t(m.keyRevokedDescription, { name: revoked.name }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t(m.keyNotRevoked),
        description: serverMessageOf(error) ?? t(m.somethingWrong),
        variant: 'destructive',
      });
    },
  });
}
