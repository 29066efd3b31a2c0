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
import { t } from '@/lib/app-messages/app-messages';
import {
  sessionsQuery,
  useRevokeSession,
  useSignOutOtherSessions,
} from '../../api/account-sessions-api';
import { SessionItem } from './session-item';
import { profileMessages as m } from '../../messages';

/**
 * Focus after a confirmation closes: back to the button that opened it, or to the list's heading
 * when the sign-out went through (its button goes; the list's new data may arrive after the dialog
 * closes, so the success itself decides).
 */
function useReturnFocus(open: boolean) {
  const openerRef = useRef<HTMLElement | null>(null);
  const doneRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open || !openerRef.current) return;
    const back =
      openerRef.current.isConnected && !doneRef.current ? openerRef.current : headingRef.current;
    openerRef.current = null;
    doneRef.current = false;
    back?.focus();
  }, [open]);
  return { openerRef, doneRef, headingRef };
}

function SessionList({ sessions }: { sessions: AccountSession[] }) {
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState<AccountSession | 'others' | null>(null);
  const { openerRef, doneRef, headingRef } = useReturnFocus(confirming !== null);
  const ask = (what: AccountSession | 'others', event: MouseEvent<HTMLElement>) => {
    openerRef.current = event.currentTarget;
    setConfirming(what);
  };
  const others = sessions.filter((s) => !s.current).length;
  const close = () => setConfirming(null);
  const settle = {
    onSuccess: () => {
      doneRef.current = true;
    },
    onSettled: close,
  };
  const confirm = () => {
    if (confirming === 'others') signOutOthers.mutate(undefined, settle);
    else if (confirming) revoke.mutate(confirming, settle);
  };

  return (
    <section aria-labelledby="sessions-list-heading" className="grid gap-3">
      <h3
        id="sessions-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-semibold"
      >
        {t(m.signedInOn, { count: sessions.length })}
      </h3>
      <ul className="grid gap-3">
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            onSignOut={(event) => ask(session, event)}
          />
        ))}
      </ul>
      {others > 0 ? (
        <div>
          <Button variant="outline" onClick={(event) => ask('others', event)}>
            {t(m.signOutEverywhereElse)}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && close()}
        title={t(confirming === 'others' ? m.signOutOthersTitle : m.signOutOneTitle)}
        description={
          confirming === 'others'
            ? t(m.signOutOthersDescription)
            : confirming
              ? t(m.signOutOneDescription, {
                  browser: confirming.browser,
                  system: confirming.system,
                })
              : ''
        }
        confirmLabel={t(confirming === 'others' ? m.signOutEverywhereElse : m.signOut)}
        pendingLabel={t(m.signingOut)}
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
      <div role="status" aria-label={t(m.loadingSessions)} className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <ErrorState
        title={t(m.sessionsLoadError)}
        description={t(m.checkConnection)}
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
        title={t(m.noSessionsTitle)}
        description={t(m.noSessionsDescription)}
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
        <CardTitle as="h2">{t(m.sessionsTitle)}</CardTitle>
        <CardDescription>{t(m.sessionsDescription)}</CardDescription>
      </CardHeader>
      <CardContent>
        <SessionsBody />
      </CardContent>
    </Card>
  );
}
