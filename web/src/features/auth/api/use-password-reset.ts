import type { ResetPasswordRequest } from '@core/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { clearSessionCaches, SESSION_QUERY_KEY, fetchSessionUser } from '@/lib/session-cache';
import { requestPasswordReset, resetPassword } from './password-reset-requests';
import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

export const PASSWORD_CHANGED_TOAST = {
  title: t(m.passwordChangedTitle),
  description: t(m.passwordChangedDescription),
};

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/**
 * Resetting ends every session of the account. If this browser was signed in, it asks who it is
 * now before moving on: signed out (it was that account) means the caches go, as on a logout.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => resetPassword(body),
    onSuccess: async () => {
      if (queryClient.getQueryData(SESSION_QUERY_KEY)) {
        const user = await queryClient
          .fetchQuery({
            queryKey: SESSION_QUERY_KEY,
            queryFn: fetchSessionUser<unknown>,
            staleTime: 0,
          })
          .catch(() => null);
        if (!user) clearSessionCaches(queryClient);
      }
      toast({ ...PASSWORD_CHANGED_TOAST, variant: 'success' });
    },
  });
}
