import type { MouseEvent } from 'react';
import type { AccountSession } from '@core/api/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatRelativeTime } from '@/lib/format-date';

export interface SessionItemProps {
  session: AccountSession;
  onSignOut: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * One signed-in session: browser and system, "This device" on the caller's, the address, when it
 * was last seen and when it began. This device signs out with Log out, so it has no button here.
 */
export function SessionItem({ session, onSignOut }: SessionItemProps) {
  const name = `${session.browser} on ${session.system}`;
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h4 className="min-w-0 truncate font-medium" title={name}>
            {name}
          </h4>
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt>Last seen</dt>
          <dd className="text-foreground">
            {session.current ? 'Now' : formatRelativeTime(session.lastSeenAt)}
          </dd>
          <dt>Signed in</dt>
          <dd className="text-foreground">{formatDate(session.createdAt)}</dd>
          <dt>Address</dt>
          <dd className="break-all text-foreground">{session.address ?? 'Unknown'}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" aria-label={`Sign out ${name}`} onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </li>
  );
}
