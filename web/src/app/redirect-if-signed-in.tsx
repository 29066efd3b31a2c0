import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/session';
import { redirectFromSearch } from '@/lib/safe-redirect';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from './messages';

/**
 * The sign-in screens (/auth, /login). Once the session is signed in, whether it already was or the
 * person just signed in here, they go on to the `redirect` page if it is a path on this site, else
 * to /dashboard, replacing the sign-in entry in the history.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [, setLocation] = useLocation();
  const search = useSearch();
  const signedIn = session.status === 'authenticated';

  useEffect(() => {
    if (signedIn) setLocation(redirectFromSearch(search), { replace: true });
  }, [signedIn, search, setLocation]);

  if (signedIn) return <PageSpinner label={t(m.signingYouIn)} />;
  return <>{children}</>;
}
