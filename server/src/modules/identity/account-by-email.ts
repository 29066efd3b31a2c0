/**
 * The one lookup of an account by e-mail address (ADR 029). Every feature that finds an account
 * from an address goes through here: registration's EMAIL_TAKEN, password reset, Google sign-in's
 * linking, invitations, the e-mail check and sign-in by address.
 *
 * Several accounts may hold one address, because it is unique among VERIFIED addresses only: an
 * unverified address proves nothing, so an impostor's registration cannot lock out its owner.
 * The address names, in order: the account that verified it; else the oldest unverified holder.
 * The oldest, because every account from before verification existed is unverified and was
 * the only holder of its address then, so it keeps what it had; a newer unverified registration
 * of the same address cannot take the address's mail (reset links) away from it.
 *
 * `verifiedOnly` is for what an address must prove: an invitation, linking a Google identity.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from './session-store';

export interface AccountByEmailOptions {
  /** Only the account that verified the address (none if nobody has). */
  verifiedOnly?: boolean;
  /** Lock the row read, in the caller's transaction. */
  lock?: 'share' | 'update';
}

/** Compared lower-cased, as users_email_idx and users_verified_email_idx index it. */
export const emailMatches = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function accountByEmail(
  db: Db,
  email: string,
  options: AccountByEmailOptions = {},
): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(
      options.verifiedOnly
        ? and(emailMatches(email), isNotNull(users.emailVerifiedAt))
        : emailMatches(email),
    )
    .orderBy(sql`${users.emailVerifiedAt} is null`, asc(users.createdAt), asc(users.id))
    .limit(1);
  const [row] = await (options.lock ? query.for(options.lock) : query);
  return row;
}
