/**
 * DELETE /api/user {currentPassword}: the owner deletes their account (issue 20 item 4). It takes
 * re-authentication (the password, or for a Google-only account a Google sign-in in the last five
 * minutes), then erases the account's data as an admin's deletion does (erase-account.ts). The
 * audit log keeps that it happened, without personal data: no username, no address, only the
 * account's number and how many forms and files went. The last admin cannot leave the site without
 * one. The answer clears the cookie; the session row is already gone with the account.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_PATH, deleteAccountRequestSchema } from '@core/api/account';
import { BILLING_ERROR_CODES, SUBSCRIPTION_RENEWS_MESSAGE } from '@core/api/billing';
import { AppError } from '../../plugins/errors';
import { clearSessionCookie } from '../../plugins/session';
import type { FileStorage } from '../../storage/file-storage';
import { ensureAnotherAdmin, lockAdminRoles, lockTargetUser } from '../admin/admin-user-mapping';
import { writeAudit } from '../admin/write-audit';
import { eraseAccountRows, finishAccountErasure } from './erase-account';
import { requireReauth } from './require-reauth';
import { signedInSession } from './signed-in-session';

/** Subscription states in which Stripe still charges at the period's end if renewal is on. */
const LIVE = new Set(['active', 'trialing', 'past_due']);

/** What the audit log calls an account that deleted itself: its number, nothing it chose. */
export function deletedAccountLabel(userId: number): string {
  return `deleted account #${userId}`;
}

export function registerDeleteAccount(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    ACCOUNT_PATH,
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account with everything it holds',
        body: deleteAccountRequestSchema,
        response: { 204: z.null() },
      },
      // Each attempt checks a password (argon2): few are needed, and guessing must stay slow.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { user } = signedInSession(request);
      await requireReauth(request, request.body.currentPassword);
      // A subscription that still renews would be charged after the account is gone, with no
      // one left to cancel it: renewal goes off first (on /billing), and Pro runs out on its own.
      if (
        user.stripeSubscriptionId &&
        user.autoRenewal &&
        LIVE.has(user.subscriptionStatus ?? '')
      ) {
        throw new AppError(
          409,
          BILLING_ERROR_CODES.subscriptionRenews,
          SUBSCRIPTION_RENEWS_MESSAGE,
        );
      }
      const erasure = await app.database.db.transaction(async (tx) => {
        await lockAdminRoles(tx);
        const target = await lockTargetUser(tx, user.id);
        await ensureAnotherAdmin(tx, target);
        const label = deletedAccountLabel(target.id);
        return eraseAccountRows(tx, target, (erased) =>
          writeAudit(tx, {
            actor: { id: target.id, username: label },
            action: 'user.delete_self',
            targetType: 'user',
            targetId: target.id,
            targetLabel: label,
            before: { forms: erased.forms, files: erased.files },
            after: null,
          }),
        );
      });
      await finishAccountErasure(app, storage, erasure, request.log);
      request.log.info(
        { userId: user.id, forms: erasure.forms, files: erasure.files },
        'account deleted by its owner',
      );
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
