/**
 * Two-factor sign-in as the profile's security card uses it (server/src/modules/identity/
 * two-factor). Backup codes come back from enable and regenerate only; they never enter the query
 * cache, only the screen that shows them once.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  backupCodesResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
  type TwoFactorStatus,
} from '@core/api/two-factor';
import { type TwoFactorEnabled, twoFactorEnableResponseSchema } from '@core/api/two-factor-enabled';
import { apiRequest, getJson } from '@/lib/api-client';

export const TWO_FACTOR_URL = '/api/user/two-factor';

export const twoFactorStatusQuery = queryOptions<TwoFactorStatus>({
  queryKey: [TWO_FACTOR_URL],
  queryFn: async ({ signal }) =>
    twoFactorStatusSchema.parse(await getJson<unknown>(TWO_FACTOR_URL, { on401: 'throw', signal })),
  staleTime: 0,
});

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TWO_FACTOR_URL] });
}

export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: async (currentPassword: string) => {
      const res = await apiRequest('POST', `${TWO_FACTOR_URL}/setup`, { currentPassword });
      return twoFactorSetupResponseSchema.parse(await res.json());
    },
  });
}

/** Answers the backup codes, and what stays open without a code (other sessions, API keys). */
export function useEnableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (code: string): Promise<TwoFactorEnabled> => {
      const res = await apiRequest('POST', `${TWO_FACTOR_URL}/enable`, { code });
      return twoFactorEnableResponseSchema.parse(await res.json());
    },
    onSuccess: () => void refresh(),
  });
}

export function useRegenerateBackupCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (currentPassword: string) => {
      const res = await apiRequest('POST', `${TWO_FACTOR_URL}/backup-codes`, { currentPassword });
      return backupCodesResponseSchema.parse(await res.json()).backupCodes;
    },
    onSuccess: () => void refresh(),
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: async (input: { currentPassword: string; code: string }) => {
      await apiRequest('POST', `${TWO_FACTOR_URL}/disable`, input);
    },
    onSuccess: () => void refresh(),
  });
}
