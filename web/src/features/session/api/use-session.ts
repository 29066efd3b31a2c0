import { useQuery } from '@tanstack/react-query';
import { readGuestId } from '@/lib/guest-storage';
import {
  guestSessionQueryOptions,
  SESSION_QUERY_KEY,
  SESSION_STALE_TIME,
  fetchSessionUser,
} from '@/lib/session-cache';
import type { Session, SessionUser } from '../types';

export { SESSION_QUERY_KEY, SESSION_STALE_TIME };

/**
 * The current session, read from the cache: GET /api/user (null on 401) and the guest id. This
 * hook never starts a guest session itself; `<SessionEffects />` does, once. A failed user lookup
 * counts as guest, so the app stays usable.
 */
export function useSession(): Session {
  const query = useQuery<SessionUser | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser<SessionUser>,
    staleTime: SESSION_STALE_TIME,
  });
  const guest = useQuery({ ...guestSessionQueryOptions, enabled: false });

  if (query.isPending) return { status: 'loading', user: null, guestId: null };
  const guestId = guest.data ?? readGuestId();
  const user = query.data ?? null;
  return user
    ? { status: 'authenticated', user, guestId }
    : { status: 'guest', user: null, guestId };
}
