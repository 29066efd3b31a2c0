/**
 * The account's data (issue 20 item 4): the export is a plain download link (the browser streams
 * the ZIP to disk; nothing is held in the page), and deleting the account is this mutation. Once
 * the account is gone the person lands on the home page signed out, as after a logout: every
 * cached answer is dropped and the old guest id forgotten, so a fresh guest session starts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ACCOUNT_PATH, type DeleteAccountRequest } from '@core/api/account';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { clearGuestId } from '@/lib/guest-storage';
import { clearSessionCaches } from '@/lib/session-cache';
import { profileMessages as m } from '../messages';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, setLocation] = useLocation();
  return useMutation({
    mutationFn: async (request: DeleteAccountRequest) => {
      await apiRequest('DELETE', ACCOUNT_PATH, request);
    },
    onSuccess: () => {
      // Home first: leaving a sign-in-required page before the session turns to guest keeps that
      // page from sending the person to /auth.
      setLocation('/');
      clearGuestId();
      clearSessionCaches(queryClient);
      toast({
        title: t(m.accountDeleted),
        description: t(m.accountDeletedDescription),
        variant: 'success',
      });
    },
  });
}
