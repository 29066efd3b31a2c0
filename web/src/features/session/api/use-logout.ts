import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { clearGuestId } from '@/lib/guest-storage';
import { clearSessionCaches } from '@/lib/session-cache';

/**
 * POST /api/auth/logout, then: every cached query is dropped, the old guest id is forgotten and the
 * session reads as guest, so `<SessionEffects />` starts a new anonymous session (the server issues
 * a new guest id). Success shows "Goodbye!"; a failure still signs the person out locally with
 * "Logged out" / "You have been logged out." (product spec sections 4 and 8).
 *
 * The person is taken to / first: leaving a sign-in-required page before the session turns to
 * guest keeps that page from sending them to /auth.
 */
/** Names the logout while it runs, so the migration check can tell the session is ending. */
export const LOGOUT_MUTATION_KEY = ['logout'] as const;

export function useLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [, setLocation] = useLocation();

  const signOutLocally = () => {
    clearGuestId();
    clearSessionCaches(queryClient);
  };

  return useMutation({
    mutationKey: LOGOUT_MUTATION_KEY,
    // State-changing requests carry a JSON body (the server requires one, DESIGN.md section 5).
    mutationFn: () => apiRequest('POST', '/api/auth/logout', {}),
    onMutate: () => setLocation('/'),
    onSuccess: () => {
      signOutLocally();
      toast({ title: 'Goodbye!', description: 'You have been logged out.', variant: 'success' });
    },
    onError: () => {
      signOutLocally();
      toast({ title: 'Logged out', description: 'You have been logged out.' });
    },
    onSettled: () => options.onSettled?.(),
  });
}
