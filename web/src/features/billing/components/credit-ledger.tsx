import { useMutation } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import type { LedgerEntry, LedgerPage } from '@core/api/billing';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ledgerEntryLabel } from '@/lib/credit-ledger-labels';
import { formatDateTime } from '@/lib/format-date';
import { fetchLedgerPage } from '../api/billing-api';
import { formatCreditAmount } from '../api/format';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

function Entry({ entry }: { entry: LedgerEntry }) {
  const label = ledgerEntryLabel(entry);
  return (
    <tr className="border-t border-border align-top">
      <td className="py-3 pr-3 text-sm text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </td>
      <td className="py-3 pr-3 text-sm break-words">
        {label}
        {entry.status !== 'completed' ? (
          <span className="ml-2 text-muted-foreground">
            {t(m.entryStatus, { status: entry.status })}
          </span>
        ) : null}
      </td>
      <td
        className={
          entry.amount < 0
            ? 'py-3 text-right text-sm font-medium tabular-nums'
            : 'py-3 text-right text-sm font-medium text-primary tabular-nums'
        }
      >
        {formatCreditAmount(entry.amount)}
      </td>
    </tr>
  );
}

/**
 * The credit ledger, newest first: the first page comes with the billing state, older ones on
 * request (keyset paging on the entry id, so a new entry never shifts a page).
 */
export function CreditLedger({ firstPage }: { firstPage: LedgerPage }) {
  const [older, setOlder] = useState<LedgerPage[]>([]);
  const last = older.at(-1) ?? firstPage;
  const more = useMutation({
    mutationFn: (before: number) => fetchLedgerPage(before),
    onSuccess: (page) => setOlder((pages) => [...pages, page]),
  });
  const entries = [firstPage, ...older].flatMap((page) => page.items);

  return (
    <section aria-labelledby="credit-history" className="flex flex-col gap-4">
      <h2 id="credit-history" className="text-xl font-semibold">
        {t(m.creditHistory)}
      </h2>
      {entries.length === 0 ? (
        <EmptyState
          icon={History}
          headingLevel="h3"
          title={t(m.noCreditActivity)}
          description={t(m.noCreditActivityDescription)}
        />
      ) : (
        <>
          <table className="w-full table-fixed border-collapse">
            <caption className="sr-only">{t(m.creditHistoryCaption)}</caption>
            <thead>
              <tr className="text-left text-xs tracking-wide text-muted-foreground uppercase">
                <th scope="col" className="w-28 pb-2 font-medium sm:w-44">
                  {t(m.columnDate)}
                </th>
                <th scope="col" className="pb-2 font-medium">
                  {t(m.columnDescription)}
                </th>
                <th scope="col" className="w-16 pb-2 text-right font-medium">
                  {t(m.columnCredits)}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
          {more.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t(m.olderLoadError)}
            </p>
          ) : null}
          {last.nextCursor !== null ? (
            <Button
              variant="outline"
              className="self-center"
              disabled={more.isPending}
              onClick={() => last.nextCursor !== null && more.mutate(last.nextCursor)}
            >
              {more.isPending ? t(m.loading) : t(m.showOlder)}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
