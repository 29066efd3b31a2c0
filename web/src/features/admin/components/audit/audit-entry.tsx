import { Terminal } from 'lucide-react';
import { type AuditEntry, COMMAND_LINE_ACTOR } from '@core/api/admin';
import { formatDateTime } from '@/lib/format-date';
import { actionLabel, changeRows } from '../../lib/audit-labels';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../../messages';

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return null;
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] border-collapse text-sm">
        <caption className="sr-only">{t(m.changesCaption)}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              {t(m.changeField)}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t(m.changeBefore)}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t(m.changeAfter)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-t border-border align-top">
              <th scope="row" className="py-1 pr-3 text-left font-normal text-muted-foreground">
                {row.field}
              </th>
              <td className="py-1 pr-3 break-all">{row.before}</td>
              <td className={row.changed ? 'py-1 font-medium break-all' : 'py-1 break-all'}>
                {row.after}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Who acted: an admin's username, or the server's own commands (make-admin, grant), which act as
 * no account and are named in words rather than shown as if "command line" were a username.
 */
function Actor({ entry }: { entry: AuditEntry }) {
  if (entry.actorId === null && entry.actorName === COMMAND_LINE_ACTOR) {
    return (
      <span className="inline-flex items-center gap-1 font-medium">
        <Terminal aria-hidden="true" className="size-3.5" />
        {t(m.commandLine)}
      </span>
    );
  }
  return <span className="font-medium">{entry.actorName}</span>;
}

/** One entry: who did what to whom and when, why, and the values before and after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const target = entry.targetLabel ?? entry.targetId;
  return (
    <li className="grid gap-2 border-b border-border p-3 last:border-0">
      <p className="text-sm">
        {target
          ? tRich(m.entryWhatTarget, {
              actor: <Actor entry={entry} />,
              action: actionLabel(entry.action),
              targetType: entry.targetType,
              target,
              muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
              strong: (chunks) => <span className="font-medium break-all">{chunks}</span>,
            })
          : tRich(m.entryWhat, {
              actor: <Actor entry={entry} />,
              action: actionLabel(entry.action),
              muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
            })}
      </p>
      <p className="text-xs text-muted-foreground">
        {tRich(m.entryWhen, {
          time: <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
          action: entry.action,
        })}
      </p>
      {entry.reason ? (
        <p className="text-sm">
          {tRich(m.entryReason, {
            reason: entry.reason,
            muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
          })}
        </p>
      ) : null}
      <Changes entry={entry} />
    </li>
  );
}
