import { userSchema } from '@core/api/auth';
import { ERROR_CODES } from '@core/api/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, isApiError } from '@/lib/api-client';
import { serverMessageOf } from '@/lib/api-errors';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';

const TRY_AGAIN = 'Something went wrong. Please try again.';

export interface ProfileChanges {
  name: string | null;
  email: string;
  /** Needed when the e-mail changes (re-authentication). */
  currentPassword?: string;
}

/** PATCH /api/user: name and e-mail. The answer becomes the session's user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const res = await apiRequest('PATCH', '/api/user', changes);
      return userSchema.parse(await res.json());
    },
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
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
