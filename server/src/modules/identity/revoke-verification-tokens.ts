/**
 * Ends every outstanding e-mail verification link of an account (issue 27 item 3), beside
 * revoke-reset-tokens.ts and called in the same places: a password change, a completed reset,
 * two-factor being turned on, and an e-mail change. A link is a proof of one mailbox offered to one
 * state of the account; once that state changes, the proof is stale and the link answers as a used
 * one does (`used_at` set, as for reset links, so no reader needs a second condition).
 *
 * It also drops the pending address: a requested e-mail change lives only as long as its link, so
 * after a password change (perhaps by an owner locking out someone who had the old password) the
 * change must be asked for again. Call it inside the change's transaction, after the UPDATE of the
 * account's `users` row, like revokeResetTokens, so the locks are taken in the same order.
 *
 * An account has at most one live link (issue-verification-link.ts revokes before it inserts),
 * so this is a one-row UPDATE through the user_id index.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailVerificationTokens, users } from '../../db/schema';

export async function revokeVerificationTokens(tx: Db, userId: number): Promise<number> {
  const revoked = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  await tx
    .update(users)
    .set({ pendingEmail: null })
    .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)));
  return revoked.length;
}
