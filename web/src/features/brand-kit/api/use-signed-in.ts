import { useQuery } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, SESSION_STALE_TIME, fetchSessionUser } from '@/lib/session-cache';

export type SignedInState = 'loading' | 'signed-in' | 'guest';

/**
 * Whether someone is signed in, from the session query the app shell shares (features may not
 * import the session feature). A failed lookup counts as a guest: guests can read the kit but
 * only an account can save one.
 */
export function useSignedIn(): SignedInState {
  const query = useQuery<unknown>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: SESSION_STALE_TIME,
  });
  if (query.isPending) return 'loading';
  return query.data ? 'signed-in' : 'guest';
}
