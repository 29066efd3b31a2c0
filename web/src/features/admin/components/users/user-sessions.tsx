import { MonitorSmartphone } from 'lucide-react';
import type { AdminUserDetail } from '@core/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime } from '@/lib/format-date';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

type Session = AdminUserDetail['sessions'][number];

/** The sessions that have not expired, most recently active first. */
export function UserSessions({ sessions }: { sessions: readonly Session[] }) {
  return (
    <section aria-labelledby="admin-user-sessions" className="flex flex-col gap-3">
      <h2 id="admin-user-sessions" className="text-xl font-semibold">
        {tRich(m.sessionsHeading, {
          count: sessions.length,
          muted: (chunks) => (
            <span className="text-base font-normal text-muted-foreground">{chunks}</span>
          ),
        })}
      </h2>
      {sessions.length === 0 ? (
        <EmptyState
          icon={MonitorSmartphone}
          headingLevel="h3"
          title={t(m.noSessions)}
          description={t(m.noSessionsDescription)}
        />
      ) : (
        <ul className="rounded-xl border border-border">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="grid gap-1 border-b border-border p-3 text-sm last:border-0"
            >
              <p className="break-words">{session.userAgent ?? t(m.unknownBrowser)}</p>
              <p className="text-muted-foreground">
                {session.ipAddress
                  ? t(m.sessionTimesIp, {
                      lastActive: formatDateTime(session.lastActiveAt),
                      signedIn: formatDateTime(session.createdAt),
                      ip: session.ipAddress,
                    })
                  : t(m.sessionTimes, {
                      lastActive: formatDateTime(session.lastActiveAt),
                      signedIn: formatDateTime(session.createdAt),
                    })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
