import { History } from 'lucide-react';
import type { AdminUserDetail } from '@core/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { ledgerEntryLabel } from '@/lib/credit-ledger-labels';
import { formatDateTime } from '@/lib/format-date';
import { formatCreditChange } from '../../lib/format';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

type LedgerRow = AdminUserDetail['ledger'][number];

/** The user's latest 20 ledger rows, newest first, with who made each change. */
export function UserLedger({ entries }: { entries: readonly LedgerRow[] }) {
  return (
    <section aria-labelledby="admin-user-ledger" className="flex flex-col gap-3">
      <h2 id="admin-user-ledger" className="text-xl font-semibold">
        {t(m.ledgerHeading)}
      </h2>
      {entries.length === 0 ? (
        <EmptyState
          icon={History}
          headingLevel="h3"
          title={t(m.noLedger)}
          description={t(m.noLedgerDescription)}
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">{t(m.ledgerCaption)}</caption>
            <thead>
              <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
                <th scope="col" className="px-3 py-2 font-medium">
                  {t(m.columnDate)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t(m.columnDescription)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t(m.columnBy)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t(m.columnCredits)}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border align-top last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2 break-words">
                    {ledgerEntryLabel(entry)}
                    {entry.status !== 'completed' ? (
                      <span className="ml-2 text-muted-foreground">
                        {t(m.entryStatus, { status: entry.status })}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-muted-foreground">
                    {entry.processedBy ?? t(m.byNobody)}
                  </td>
                  <td className="px-3 py-2 text-right font-medium tabular-nums">
                    {formatCreditChange(entry.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
