/**
 * The account a password sign-in names (issue 27): the identifier is its username or its e-mail
 * address. The one place that decides which account that is, so the sign-in and its throttle
 * agree, and a change to which addresses may sign in (verified ones only, say) is made here.
 *
 * An identifier with `@` is an e-mail address: no username can hold one (registration allows
 * letters, digits, dots, dashes and underscores, and Google sign-in builds usernames from those),
 * so the two never compete for one text. Both compare without case, as everywhere else: usernames
 * with lower(), addresses by their stored form, which every writer lowercases (the request
 * schemas, Google's verified address). An address names the account `accountByEmail` says it
 * does (ADR 029: the account that verified it, else its oldest unverified holder), as it does for
 * a reset; either way one SELECT, the same for a known and an unknown identifier, and the caller
 * verifies the password against a dummy hash when nothing is found, so timing does not tell them
 * apart.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { accountByEmail } from './account-by-email';
import type { UserRow } from './session-store';

export async function findAccountForSignIn(
  db: Db,
  identifier: string,
): Promise<UserRow | undefined> {
  const text = identifier.trim().toLowerCase();
  if (text.includes('@')) return accountByEmail(db, text);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, text))
    .limit(1);
  return user;
}
