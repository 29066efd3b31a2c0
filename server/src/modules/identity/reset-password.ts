/**
 * POST /api/auth/reset-password: a new password with the token from the reset mail.
 *
 * The token works once, within the hour. On success the password changes, the token and every
 * other outstanding token of the account are spent, every session of the account ends (a thief's
 * cookie included, and this browser's too if it was signed in as them), and the account's sign-in
 * failures are forgotten, so its owner signs in at once with the new password. The answer does
 * not sign anyone in: the link came from a mailbox, and signing in proves the new password works.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  RESET_LINK_INVALID,
  RESET_LINK_INVALID_CODE,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
} from '@core/api/auth';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { clearSessionCookie } from '../../plugins/session';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { hashResetToken } from './reset-token';
import { revokeResetTokens } from './revoke-reset-tokens';
import { revokeVerificationTokens } from './revoke-verification-tokens';
import { destroyAllUserSessions } from './session-store';
import type { SignInThrottle } from './sign-in-throttle';

const invalidLink = () => new AppError(400, RESET_LINK_INVALID_CODE, RESET_LINK_INVALID);

export function registerResetPassword(app: FastifyInstance, throttle: SignInThrottle): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset mail',
        description:
          'Ends every session of the account. An unknown, used or expired token is 400 ' +
          `${RESET_LINK_INVALID_CODE}.`,
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { password } = request.body;
      const tokenHash = hashResetToken(request.body.token);
      const usable = and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      );
      const { db } = app.database;
      const [account] = await db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(usable)
        .limit(1);
      if (!account) throw invalidLink();
      // Before the token is spent: a refused password leaves the link usable for a better one.
      await assertAcceptablePassword('password', password, account);
      // Hashed outside the transaction, which then holds its locks for a few statements only.
      const hash = await hashPassword(password);

      const changed = await db.transaction(async (tx) => {
        // The account's row first, then its tokens, in the order every change that revokes
        // links takes them (revoke-reset-tokens.ts): a password or e-mail change racing with
        // this reset waits for it instead of deadlocking, and then spends what is left.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
        // Claimed by this UPDATE, not by the read above: of two uses racing, exactly one wins,
        // and a link revoked by a change committed meanwhile is no longer usable here.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(usable, eq(passwordResetTokens.userId, account.id)))
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return false;
        await tx.update(users).set({ password: hash }).where(eq(users.id, claimed.userId));
        // Using one link kills the account's others, and its verification links.
        await revokeResetTokens(tx, claimed.userId);
        await revokeVerificationTokens(tx, claimed.userId);
        await destroyAllUserSessions(tx, claimed.userId);
        return true;
      });
      if (!changed) throw invalidLink();
      await throttle.succeeded(account.username);
      if (request.identity.user?.id === account.id) clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
}
