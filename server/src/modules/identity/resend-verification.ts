/**
 * POST /api/auth/verify-email/resend {}: a new verification link for the signed-in account, to
 * its pending address if an e-mail change waits, else to its own address if that is unverified
 * (ADR 029). The new link replaces the older ones. Limited per account
 * (verification-mail-allowance.ts: one a minute, a few an hour, 429 with Retry-After).
 *
 * 409 CONFLICT when there is nothing to verify; 409 EMAIL_TAKEN when another account verified the
 * address meanwhile (the account lost it: it must choose another address in its profile).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  ALREADY_VERIFIED,
  resendVerificationRequestSchema,
  resendVerificationResponseSchema,
  verificationSentMessage,
} from '@core/api/email-verification';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { accountByEmail } from './account-by-email';
import { addressTaken } from './claim-email-address';
import { issueVerificationLink } from './issue-verification-link';
import type { UserRow } from './session-store';
import { takeVerificationMail } from './verification-mail-allowance';

/** The address a new link would prove, or null when the account has nothing to verify. */
function addressToVerify(user: UserRow): string | null {
  return user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email.toLowerCase());
}

export function registerResendVerification(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send the e-mail verification link again',
        body: resendVerificationRequestSchema,
        response: {
          202: resendVerificationResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const signedIn = request.identity.user;
      if (!signedIn) throw new AppError(401, ERROR_CODES.unauthorized, 'Not logged in');
      const target = addressToVerify(signedIn);
      if (!target) throw new AppError(409, ERROR_CODES.conflict, ALREADY_VERIFIED);
      const owner = await accountByEmail(app.database.db, target, { verifiedOnly: true });
      if (owner && owner.id !== signedIn.id) throw addressTaken(target);
      await takeVerificationMail(app.sharedState, reply, signedIn.id, { resend: true });

      const email = await app.database.db.transaction(async (tx) => {
        // Read again under the row lock: a change or a verification may have landed meanwhile.
        const [user] = await tx.select().from(users).where(eq(users.id, signedIn.id)).for('update');
        const address = user ? addressToVerify(user) : null;
        if (!user || !address) throw new AppError(409, ERROR_CODES.conflict, ALREADY_VERIFIED);
        await issueVerificationLink(tx, {
          user,
          email: address,
          linkOrigin: app.config.mail.linkOrigin,
        });
        return address;
      });
      return reply.code(202).send({ email, message: verificationSentMessage(email) });
    },
  );
}
