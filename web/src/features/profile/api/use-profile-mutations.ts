import { userSchema } from '@core/api/auth';
import { ERROR_CODES } from '@core/api/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';
import { profileMessages as m } from '../messages';

const TRY_AGAIN = m.somethingWrong;

export interface ProfileChanges {
  name?: string | null;
  /** Sent only to change it (or, the current address, to cancel a pending change). */
  email?: string;
  /** Needed when the e-mail changes (re-authentication). */
  currentPassword?: string;
}

async function patchUser(changes: ProfileChanges) {
  const res = await apiRequest('PATCH', '/api/user', changes);
  return userSchema.parse(await res.json());
}

/**
 * PATCH /api/user: name and e-mail. The answer becomes the session's user. A new address waits
 * for the link mailed to it (ADR 029), and the toast says so.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchUser,
    onSuccess: (user, changes) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      if (changes.email && user.pendingEmail === changes.email) {
        toast({
          title: t(m.confirmNewAddress),
          description: t(m.confirmNewAddressDescription, { email: changes.email }),
          variant: 'success',
        });
        return;
      }
      toast({
        title: t(m.profileUpdated),
        description: t(m.changesSaved),
        variant: 'success',
      });
    },
    onError: (error) => {
      // Asked for the password (or a new Google sign-in): the form says so on its field.
      if (isApiError(error) && error.code === ERROR_CODES.reauthRequired) return;
      toast({
        title: t(m.profileNotUpdated),
        description: serverMessageOf(error) ?? t(TRY_AGAIN),
        variant: 'destructive',
      });
    },
  });
}

/** Cancels a pending e-mail change: PATCH with the current address (its link dies). */
export function useCancelEmailChange(currentEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => patchUser({ email: currentEmail }),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      toast({
        title: t(m.changeCancelled),
        description: t(m.addressStays, { email: user.email }),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t(m.changeNotCancelled),
        description: serverMessageOf(error) ?? t(TRY_AGAIN),
        variant: 'destructive',
      }),
  });
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/user/password. The server ends every other session of the account. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (change: PasswordChange) => apiRequest('POST', '/api/user/password', change),
    onSuccess: () => {
      toast({
        title: t(m.passwordChanged),
        description: t(m.passwordChangedDescription),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t(m.passwordNotChanged),
        description: serverMessageOf(error) ?? t(TRY_AGAIN),
        variant: 'destructive',
      });
    },
  });
}
