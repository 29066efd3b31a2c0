import { useQuery } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, SESSION_STALE_TIME, fetchSessionUser } from '@/lib/session-cache';

export type AdminSession =
  { state: 'loading' } | { state: 'admin'; userId: number; username: string } | { state: 'other' };

interface SessionUserShape {
  id?: unknown;
  username?: unknown;
  role?: unknown;
}

/**
 * Whether the signed-in user is an admin, from the session query the app shell shares (features
 * may not import the session feature). Guests, users and a failed lookup are all "other": the
 * console shows them the not-found page, the same answer the server's admin routes give (404).
 */
export function useAdminSession(): AdminSession {
  const query = useQuery<SessionUserShape | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: SESSION_STALE_TIME,
  });
  if (query.isPending) return { state: 'loading' };
  const user = query.data;
  if (user?.role === 'admin' && typeof user.id === 'number' && typeof user.username === 'string') {
    return { state: 'admin', userId: user.id, username: user.username };
  }
  return { state: 'other' };
}
