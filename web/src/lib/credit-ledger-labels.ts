import type { CreditTransactionType } from '@core/api/billing';
import { t } from '@/lib/app-messages/app-messages';
import { libMessages as m } from './messages';

const TYPE_LABELS: Record<CreditTransactionType, string> = {
  purchase: t(m.ledgerPurchase),
  publish: t(m.ledgerPublish),
  grant: t(m.ledgerGrant),
  pro_grant: t(m.ledgerProGrant),
  refund: t(m.ledgerRefund),
};

/**
 * How a credit ledger entry reads, on the user's billing page and in the admin console alike: its
 * own description when it has one, else what its type means.
 */
export function ledgerEntryLabel(entry: {
  type: CreditTransactionType;
  description?: string | null;
}): string {
  return entry.description?.trim() || TYPE_LABELS[entry.type];
}
