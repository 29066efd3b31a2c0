import { MonitorSmartphone } from 'lucide-react';
import type { AdminUserDetail } from '@core/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format-date';

type Session = AdminUserDetail['sessions'][number];

/** The sessions that have not expired, most recently active first. */
export function UserSessions({ sessions }: { sessions: readonly Session[] }) {
  return (
    <section aria-labelledby="admin-user-sessions" className="flex flex-col gap-3">
      <h2 id="admin-user-sessions" className="text-xl font-semibold">
        Sessions{' '}
        <span className="text-base font-normal text-muted-foreground">({sessions.length})</span>
      </h2>
      {sessions.length === 0 ? (
        <EmptyState
          icon={MonitorSmartphone}
          headingLevel="h3"
          title="Not signed in anywhere"
          description="Sessions show here while they last."
        />
      ) : (
        <ul className="rounded-xl border border-border">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="grid gap-1 border-b border-border p-3 text-sm last:border-0"
            >
              <p className="break-words">{session.userAgent ?? 'Unknown browser'}</p>
              <p className="text-muted-foreground">
                Last active {formatDateTime(session.lastActiveAt)} · signed in{' '}
                {formatDateTime(session.createdAt)}
                {session.ipAddress ? ` · ${session.ipAddress}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
