/**
 * An account proves it reads mail at an address (its verification link, or Google's
 * `email_verified`): the address becomes its verified address (ADR 029). Whoever verifies first
 * owns it; `users_verified_email_idx` makes a second verified holder impossible, and a race
 * between two claims ends in one 409 here.
 *
 * Other accounts that hold the address unverified lose it at that moment. The address's lookups
 * (account-by-email.ts: reset, sign-in by address, invitations) find the verified account from
 * now on, and their reset links, mailed to a mailbox now proved to be someone else's, die. They
 * keep the text in their `email` column, shown as unverified; their links to it (a registration
 * link, a pending change to it) and a new link answer 409 EMAIL_TAKEN with a message that tells
 * them to choose another address, which says more than a dead link would.
 *
 * Call it in a transaction that first took `lockAddress(tx, email)`: two claims of one address,
 * each also updating the other's rows, would otherwise deadlock.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@core/api/common';
import { addressVerifiedElsewhereMessage } from '@core/api/email-verification';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../plugins/errors';
import { accountByEmail, emailMatches } from './account-by-email';
import { revokeResetTokens } from './revoke-reset-tokens';

export const addressTaken = (email: string) =>
  new AppError(409, ERROR_CODES.emailTaken, addressVerifiedElsewhereMessage(email));

/** Serialises every claim of one address (a transaction-scoped advisory lock). */
export async function lockAddress(tx: Db, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`verified-email:${email.toLowerCase()}`}))`,
  );
}

/**
 * Makes `email` (lower-cased, as every address is stored) the verified address of `userId`; 409
 * EMAIL_TAKEN if another account verified it first.
 */
export async function claimEmailAddress(tx: Db, userId: number, email: string): Promise<void> {
  const holder = await accountByEmail(tx, email, { verifiedOnly: true });
  if (holder && holder.id !== userId) throw addressTaken(email);
  try {
    await tx
      .update(users)
      .set({ email, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, userId));
  } catch (error) {
    // Only without lockAddress, or a claim that did not take it (a bug): still one clean answer.
    if (isUniqueViolation(error)) throw addressTaken(email);
    throw error;
  }
  await releaseFromOthers(tx, userId, email);
}

async function releaseFromOthers(tx: Db, userId: number, email: string): Promise<void> {
  const holders = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(emailMatches(email), ne(users.id, userId)));
  for (const holder of holders) await revokeResetTokens(tx, holder.id);
}
