/**
 * The e-mail part of PATCH /api/user (ADR 029). A new address does not replace the account's at
 * once: it becomes the pending address and gets a verification link, and the change applies only
 * when that link is opened (verify-email.ts), which is also when the old address is told. Until
 * then mail, sign-in by address and invitations keep using the current address.
 *
 * Asking for the current address again cancels a pending change (its link dies).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { accountByEmail } from './account-by-email';
import { issueVerificationLink } from './issue-verification-link';
import { requireReauth } from './require-reauth';
import { revokeVerificationTokens } from './revoke-verification-tokens';
import type { UserRow } from './session-store';
import { takeVerificationMail } from './verification-mail-allowance';

export type EmailRequest = 'none' | 'change' | 'cancel';

/** What an `email` field asks of this account. */
export function emailRequestOf(user: UserRow, email: string | undefined): EmailRequest {
  if (email === undefined) return 'none';
  if (email !== user.email.toLowerCase()) return 'change';
  return user.pendingEmail !== null ? 'cancel' : 'none';
}

/**
 * The checks before the transaction: re-authentication (the change can take the account over),
 * the address not verified by another account (409, as registration answers), and the account's
 * allowance of verification mails. A cancel needs none of them: it only undoes a request.
 */
export async function checkEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  change: { user: UserRow; email: string; currentPassword: string | undefined },
): Promise<void> {
  const { user, email } = change;
  await requireReauth(request, change.currentPassword);
  const holder = await accountByEmail(app.database.db, email, { verifiedOnly: true });
  if (holder && holder.id !== user.id) {
    throw new AppError(409, ERROR_CODES.emailTaken, 'An account with that email already exists');
  }
  await takeVerificationMail(app.sharedState, reply, user.id, { resend: false });
}

/** In the PATCH's transaction, after the account's row is locked. */
export async function applyEmailRequest(
  tx: Db,
  user: UserRow,
  what: EmailRequest,
  email: string | undefined,
  linkOrigin: string,
): Promise<void> {
  if (what === 'change' && email) {
    await issueVerificationLink(tx, { user, email, linkOrigin });
  } else if (what === 'cancel') {
    await revokeVerificationTokens(tx, user.id);
  }
}

/** The account's row as the PATCH answers it (the pending address included). */
export async function readAccount(tx: Db, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(401, ERROR_CODES.unauthorized, 'Not logged in');
  return row;
}
