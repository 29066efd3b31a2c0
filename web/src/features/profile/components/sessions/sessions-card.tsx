import { MonitorSmartphone } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { AccountSession } from '@core/api/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import {
  sessionsQuery,
  useRevokeSession,
  useSignOutOtherSessions,
} from '../../api/account-sessions-api';
import { SessionItem } from './session-item';

/**
 * Focus after a confirmation closes: back to the button that opened it, or to the list's heading
 * when that button is gone (its session signed out).
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : heading.current;
    opener.current = null;
    back?.focus();
  }, [open]);
  return { opener, heading };
}

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState<AccountSession | 'others' | null>(null);
  const { opener, heading } = useReturnFocus(confirming !== null);
  const ask = (what: AccountSession | 'others') => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setConfirming(what);
  };
  const others = sessions.filter((s) => !s.current).length;
  const close = () => setConfirming(null);
  const confirm = () => {
    if (confirming === 'others') signOutOthers.mutate(undefined, { onSettled: close });
    else if (confirming) revoke.mutate(confirming, { onSettled: close });
  };

  return (
    <section aria-labelledby="sessions-list-heading" className="grid gap-3">
      <h3 id="sessions-list-heading" ref={heading} tabIndex={-1} className="text-sm font-semibold">
        Signed in on {sessions.length === 1 ? 'this device only' : `${sessions.length} devices`}
      </h3>
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} onSignOut={ask(session)} />
        ))}
      </ul>
      {others > 0 ? (
        <div>
          <Button variant="outline" onClick={ask('others')}>
            Sign out everywhere else
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={confirming === 'others' ? 'Sign out everywhere else?' : 'Sign out this session?'}
        description={
          confirming === 'others'
            ? 'Every other browser and device signed in to your account is signed out at once. This one stays signed in.'
            : confirming
              ? `${confirming.browser} on ${confirming.system} is signed out at once and has to sign in again.`
              : ''
        }
        confirmLabel={confirming === 'others' ? 'Sign out everywhere else' : 'Sign out'}
        pendingLabel="Signing out…"
        pending={revoke.isPending || signOutOthers.isPending}
        onConfirm={confirm}
        destructive
      />
    </section>
  );
}

function SessionsBody() {
  const sessions = useQuery(sessionsQuery);
  if (sessions.isPending) {
    return (
      <div role="status" aria-label="Loading sessions" className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <ErrorState
        title="Your sessions could not be loaded"
        description="Check your connection and try again."
        headingLevel="h3"
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  }
  if (sessions.data.sessions.length === 0) {
    return (
      <EmptyState
        icon={MonitorSmartphone}
        headingLevel="h3"
        title="No signed-in sessions"
        description="Sign in again to see where your account is used."
        className="py-8 sm:py-8"
      />
    );
  }
  return <SessionList sessions={sessions.data.sessions} />;
}

/**
 * /profile's "Where you're signed in" card (issue 20 item 3): every signed-in session of the
 * account with its browser, system, address and when it was last seen, this device marked; sign
 * one out, or every other one at once.
 */
export function SessionsCard() {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">Where you&apos;re signed in</CardTitle>
        <CardDescription>
          If you don&apos;t recognise a device, sign it out and change your password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SessionsBody />
      </CardContent>
    </Card>
  );
}
