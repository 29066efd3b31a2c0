/**
 * Ends every outstanding password-reset link of an account (issue 27 item 3: tokens die with
 * their reason). A link is mailed to prove control of the account's address at one moment; once
 * the password changes, the address changes, a reset is completed or two-factor is turned on, that
 * proof is stale, so the links mailed before answer exactly as a used or expired one does.
 *
 * Call it inside the transaction of the change, after the UPDATE of the account's `users` row:
 * that row lock is what closes the window. A reset request reads the account `FOR SHARE`
 * (request-password-reset.ts), so a token being inserted while the change runs either commits
 * first (and this UPDATE sees and spends it) or waits and is then written against the changed
 * account. Taking the user row before the token rows everywhere (reset-password.ts locks it before
 * claiming its token) keeps two of these transactions from deadlocking.
 *
 * Why spend the rows rather than keep a per-account generation: `used_at` already makes a token
 * unusable wherever it is checked, so this needs no schema change and no second condition that
 * every reader of the table must remember; the cost, one UPDATE of a handful of rows through the
 * `user_id` index, is nothing next to the change itself.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResetTokens } from '../../db/schema';

/** Marks every unused reset token of `userId` used; returns how many were still outstanding. */
export async function revokeResetTokens(tx: Db, userId: number): Promise<number> {
  const revoked = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return revoked.length;
}
