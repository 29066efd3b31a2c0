import { useQuery } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, SESSION_STALE_TIME, fetchSessionUser } from '@/lib/session-cache';

export interface SignedInUser {
  id: number;
  username: string;
}

export type SignedInState =
  { status: 'loading' } | { status: 'guest' } | { status: 'signed-in'; user: SignedInUser };

/**
 * Who is signed in, from the session query the app shell shares (features may not import the
 * session feature). A failed lookup counts as a guest, as it does everywhere else.
 */
export function useSignedInUser(): SignedInState {
  const query = useQuery<SignedInUser | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser<SignedInUser>,
    staleTime: SESSION_STALE_TIME,
  });
  if (query.isPending) return { status: 'loading' };
  return query.data ? { status: 'signed-in', user: query.data } : { status: 'guest' };
}
