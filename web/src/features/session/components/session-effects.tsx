import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { readGuestId, restoreGuestId } from '@/lib/guest-storage';
import { guestSessionQueryOptions } from '@/lib/session-cache';
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
    const timer = setTimeout(() => {
      const guestId = readGuestId();
      // No guest id in this browser: there is nothing of a guest's to move.
      if (!guestId) return;
      // Loaded on demand: it validates with the shared schemas, which the first page does not need.
      void import('../api/migrate-guest-forms').then(({ migrateGuestForms }) =>
        migrateGuestForms(queryClient, userId, guestId),
      );
    }, MIGRATION_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, queryClient]);

  return null;
}
