import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { readGuestId, restoreGuestId } from '@/lib/guest-storage';
import { guestSessionQueryOptions } from '@/lib/session-cache';
import { LOGOUT_MUTATION_KEY } from '../api/use-logout';
import { useSession } from '../api/use-session';

/** The automatic migration check runs 2 s after sign-in (product spec section 9). */
export const MIGRATION_CHECK_DELAY_MS = 2000;

/**
 * The session's lifecycle, mounted once by the app shell (renders nothing):
 * - when nobody is signed in, a guest session is started (once; the query dedupes), and a failure
 *   is reported as "Authentication Error";
 * - 2 s after a sign-in, this browser's guest forms are migrated into the account.
 */
export function SessionEffects() {
  const queryClient = useQueryClient();
  const session = useSession();
  const guest = useQuery({ ...guestSessionQueryOptions, enabled: session.status === 'guest' });
  const userId = session.status === 'authenticated' ? (session.user?.id ?? null) : null;

  // Mirrors written by an older client (or only one of the copies) are brought in line first.
  useEffect(() => {
    restoreGuestId();
  }, []);

  useEffect(() => {
    if (!guest.isError) return;
    toast({
      title: 'Authentication Error',
      description: 'Failed to initialize anonymous session',
      variant: 'destructive',
    });
  }, [guest.isError, guest.errorUpdatedAt]);

  useEffect(() => {
    if (userId === null) return;
    // The session reads as signed in until the logout's answer arrives, but the server ended it
    // on receiving the request: a migration sent meanwhile is refused (401), with an error toast
    // for someone who has just logged out. So none starts once the person has signed out or is
    // signing out, at the check or after its code has loaded.
    let signedOut = false;
    const ending = () =>
      signedOut || queryClient.isMutating({ mutationKey: LOGOUT_MUTATION_KEY }) > 0;
    const timer = setTimeout(() => {
      const guestId = readGuestId();
      // No guest id in this browser: there is nothing of a guest's to move.
      if (!guestId || ending()) return;
      // Loaded on demand: it validates with the shared schemas, which the first page does not need.
      void import('../api/migrate-guest-forms').then(({ migrateGuestForms }) =>
        ending() ? null : migrateGuestForms(queryClient, userId, guestId),
      );
    }, MIGRATION_CHECK_DELAY_MS);
    return () => {
      signedOut = true;
      clearTimeout(timer);
    };
  }, [userId, queryClient]);

  return null;
}
