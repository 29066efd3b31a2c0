import type { CreditTransactionType } from '@core/api/billing';

const TYPE_LABELS: Record<CreditTransactionType, string> = {
  purchase: 'Credits bought',
  publish: 'Form published with a credit',
  grant: 'Credits given by an administrator',
  pro_grant: 'Pro given by an administrator',
  refund: 'Credits refunded',
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
