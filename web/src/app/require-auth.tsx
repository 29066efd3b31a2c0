import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession, type SessionUser } from '@/features/session';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from './messages';

export interface RequireAuthProps {
  /** The screen, given the signed-in user. */
  children: (user: SessionUser) => ReactNode;
}

/**
 * Sign-in-required routes (product spec section 2): a spinner while the session loads; a visitor
 * who is not signed in is sent to /auth?redirect={current path and query}, replacing the entry.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const session = useSession();
  const [location, setLocation] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (session.status !== 'guest') return;
    const current = search ? `${location}?${search}` : location;
    setLocation(`/auth?redirect=${encodeURIComponent(current)}`, { replace: true });
  }, [session.status, location, search, setLocation]);

  if (session.status === 'authenticated' && session.user) return <>{children(session.user)}</>;
  return (
    <PageSpinner
      label={session.status === 'loading' ? t(m.checkingSession) : t(m.redirectingToSignIn)}
    />
  );
}
