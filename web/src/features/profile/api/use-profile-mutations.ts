import { userSchema } from '@core/api/auth';
import { ERROR_CODES } from '@core/api/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';

const TRY_AGAIN = 'Something went wrong. Please try again.';

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
          title: 'Confirm your new address',
          description: `We sent a link to ${changes.email}. Your address changes when you open it.`,
          variant: 'success',
        });
        return;
      }
      toast({
        title: 'Profile updated',
        description: 'Your changes are saved.',
        variant: 'success',
      });
    },
    onError: (error) => {
      // Asked for the password (or a new Google sign-in): the form says so on its field.
      if (isApiError(error) && error.code === ERROR_CODES.reauthRequired) return;
      toast({
        title: 'Profile not updated',
        description: serverMessageOf(error) ?? TRY_AGAIN,
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
        title: 'Change cancelled',
        description: `Your address stays ${user.email}.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: 'Change not cancelled',
        description: serverMessageOf(error) ?? TRY_AGAIN,
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
        title: 'Password changed',
        description: 'Other devices signed in to your account have been signed out.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Password not changed',
        description: serverMessageOf(error) ?? TRY_AGAIN,
        variant: 'destructive',
      });
    },
  });
}
