import type { MouseEvent } from 'react';
import type { AccountSession } from '@core/api/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { formatDate, formatRelativeTime } from '@/lib/format-date';
import { profileMessages as m } from '../../messages';

export interface SessionItemProps {
  session: AccountSession;
  onSignOut: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * One signed-in session: browser and system, "This device" on the caller's, the address, when it
 * was last seen and when it began. This device signs out with Log out, so it has no button here.
 */
export function SessionItem({ session, onSignOut }: SessionItemProps) {
  const name = t(m.sessionName, { browser: session.browser, system: session.system });
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h4 className="min-w-0 truncate font-medium" title={name}>
            {name}
          </h4>
          {session.current ? <Badge variant="success">{t(m.thisDevice)}</Badge> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt>{t(m.lastSeen)}</dt>
          <dd className="text-foreground">
            {session.current ? t(m.now) : formatRelativeTime(session.lastSeenAt)}
          </dd>
          <dt>{t(m.signedIn)}</dt>
          <dd className="text-foreground">{formatDate(session.createdAt)}</dd>
          <dt>{t(m.address)}</dt>
          <dd className="break-all text-foreground">{session.address ?? t(m.unknown)}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={t(m.signOutNamed, { name })}
          onClick={onSignOut}
        >
          {t(m.signOut)}
        </Button>
      )}
    </li>
  );
}
