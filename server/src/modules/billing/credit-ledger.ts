/**
 * The credit ledger: the only code that changes `users.credits`, and always in the same
 * transaction as the ledger row that explains the change. The balance is updated with a
 * conditional statement (never read, computed and written back), so parallel spends serialise on
 * the user's row and the balance can never go below zero (there is a CHECK constraint as well).
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { CreditTransactionType } from '@core/api/billing';
import type { Db } from '../../db/database';
import { creditTransactions, users } from '../../db/schema';

export interface LedgerChange {
  userId: number;
  /** Signed: + adds credits, - takes them. */
  amount: number;
  type: CreditTransactionType;
  description: string;
  relatedEntityType?: string | null;
  relatedEntityId?: string | null;
  /** Unique: a second row with the same id is refused (a replayed payment adds nothing). */
  stripePaymentId?: string | null;
  /** The admin who granted or took back credits. */
  processedBy?: number | null;
}

export type LedgerResult =
  | { applied: true; transactionId: number; balance: number }
  /** duplicate: the stripePaymentId is in the ledger already; insufficient: balance too low. */
  | { applied: false; reason: 'duplicate' | 'insufficient' | 'no_user' };

/**
 * Call with a transaction: the ledger row and the balance change commit together or not at all.
 * An addition writes its ledger row first, so a duplicate payment id stops it before the balance
 * moves; a deduction moves the balance first, only if the balance covers it.
 */
export async function recordCreditChange(tx: Db, change: LedgerChange): Promise<LedgerResult> {
  if (change.amount >= 0) {
    const transactionId = await insertLedgerRow(tx, change);
    if (transactionId === null) return { applied: false, reason: 'duplicate' };
    const balance = await moveBalance(tx, change);
    if (balance === null) throw new Error(`No user ${change.userId} for a credit change`);
    return { applied: true, transactionId, balance };
  }
  const balance = await moveBalance(tx, change);
  if (balance === null) {
    const [exists] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, change.userId));
    return { applied: false, reason: exists ? 'insufficient' : 'no_user' };
  }
  const transactionId = await insertLedgerRow(tx, change);
  // Deductions carry no payment id, so they cannot conflict; a conflict would be a bug here.
  if (transactionId === null) throw new Error('A credit deduction conflicted in the ledger');
  return { applied: true, transactionId, balance };
}

/** The new balance, or null when the user is missing or (for a deduction) cannot cover it. */
async function moveBalance(tx: Db, change: LedgerChange): Promise<number | null> {
  // Locks the user's row: changes for one user queue here, and the condition sees the latest value.
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${change.amount}` })
    .where(
      and(
        eq(users.id, change.userId),
        change.amount < 0 ? gte(users.credits, -change.amount) : undefined,
      ),
    )
    .returning({ credits: users.credits });
  return row?.credits ?? null;
}

async function insertLedgerRow(tx: Db, change: LedgerChange): Promise<number | null> {
  const [row] = await tx
    .insert(creditTransactions)
    .values({
      userId: change.userId,
      amount: change.amount,
      type: change.type,
      description: change.description,
      relatedEntityType: change.relatedEntityType ?? null,
      relatedEntityId: change.relatedEntityId ?? null,
      stripePaymentId: change.stripePaymentId ?? null,
      processedBy: change.processedBy ?? null,
    })
    .onConflictDoNothing({ target: creditTransactions.stripePaymentId })
    .returning({ id: creditTransactions.id });
  return row?.id ?? null;
}
