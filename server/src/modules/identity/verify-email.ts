/**
 * POST /api/auth/verify-email {token}: the page at /verify-email posts the token from the mail's
 * link (ADR 029). The caller must be signed in to the account the link was sent for: the link
 * proves the mailbox, the session proves the account, and only both together tie the address to
 * the account. (Without the session, someone who registered with a victim's address could have
 * the victim verify it for him by clicking the mail's link.)
 *
 * A link that cannot be used is 400 VERIFICATION_LINK_INVALID with a `reason` (invalid, expired,
 * used, other_account) and changes nothing. A used link includes one revoked by a newer link or a
 * change to the account (revoke-verification-tokens.ts).
 *
 * On success, in one transaction: the token is spent, the address becomes the account's verified
 * address (claim-email-address.ts: 409 EMAIL_TAKEN, and nothing changes, if another account
 * verified it first), the account's other verification links die, and for an e-mail change the
 * address changes, the account's reset links die, and the OLD address is told.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  SIGN_IN_TO_VERIFY,
  VERIFICATION_LINK_MESSAGES,
  type VerificationLinkReason,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@core/api/email-verification';
import type { Db } from '../../db/database';
import { emailVerificationTokens, users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { AppError } from '../../plugins/errors';
import { claimEmailAddress, lockAddress } from './claim-email-address';
import { emailChangedMail } from './mails/account-security-mails';
import { hashResetToken } from './reset-token';
import { revokeResetTokens } from './revoke-reset-tokens';
import { revokeVerificationTokens } from './revoke-verification-tokens';

const unusable = (reason: VerificationLinkReason) =>
  new AppError(400, ERROR_CODES.verificationLinkInvalid, VERIFICATION_LINK_MESSAGES[reason], {
    reason,
  });

export function registerVerifyEmail(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the token from the verification mail',
        description:
          'Signed in as the account the link was sent for (401 otherwise). A link of another ' +
          'account, or one unknown, used or expired, is 400 VERIFICATION_LINK_INVALID with a ' +
          '`reason`; 409 EMAIL_TAKEN when another account verified the address first.',
        body: verifyEmailRequestSchema,
        response: {
          200: verifyEmailResponseSchema,
          // Loose: a link's refusal keeps its `reason` (verificationLinkErrorSchema).
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = request.identity.user;
      if (!user) throw new AppError(401, ERROR_CODES.unauthorized, SIGN_IN_TO_VERIFY);
      const { db } = app.database;
      const [link] = await db
        .select({
          id: emailVerificationTokens.id,
          userId: emailVerificationTokens.userId,
          email: emailVerificationTokens.email,
          used: sql<boolean>`${emailVerificationTokens.usedAt} is not null`,
          // The database's clock decides expiry, as it does in the claiming UPDATE below.
          expired: sql<boolean>`${emailVerificationTokens.expiresAt} <= now()`,
        })
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, hashResetToken(request.body.token)))
        .limit(1);
      if (!link) throw unusable('invalid');
      // Before used or expired: whoever holds another account's link learns nothing more of it.
      if (link.userId !== user.id) throw unusable('other_account');
      if (link.used) throw unusable('used');
      if (link.expired) throw unusable('expired');

      const outcome = await applyLink(db, link, app.config.mail.linkOrigin);
      if (!outcome) throw unusable('used');
      return outcome;
    },
  );
}

/** Spends the link and applies what it proves; null when a racing use or a revocation won. */
async function applyLink(
  db: Db,
  link: { id: number; userId: number; email: string },
  linkOrigin: string,
): Promise<{ email: string; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    // The address first, then the account's row, then its links: claims of one address queue on
    // the first, and every change that revokes links takes the row before the links.
    await lockAddress(tx, link.email);
    const [account] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!account) return null;
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.id, link.id),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: emailVerificationTokens.id });
    if (!claimed) return null;
    const changed = link.email !== account.email.toLowerCase();
    await claimEmailAddress(tx, account.id, link.email);
    await revokeVerificationTokens(tx, account.id);
    if (changed) {
      // Reset links went to the old address; that mailbox no longer speaks for the account.
      await revokeResetTokens(tx, account.id);
      await enqueueMail(
        tx,
        emailChangedMail({
          to: account.email,
          username: account.username,
          newEmail: link.email,
          linkOrigin,
        }),
      );
    }
    return { email: link.email, changed };
  });
}
