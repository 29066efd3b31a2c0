/**
 * POST /api/admin/users/{id}/credits: grant (+) or take back (-) credits. One ledger row with the
 * admin as processedBy, the balance change, the user's notification and the audit entry commit
 * together; the ledger refuses to take the balance below zero (409).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  adminCreditsRequestSchema,
  adminUserActionResponseSchema,
  adminUserIdParamsSchema,
} from '@core/api/admin';
import { AppError } from '../../plugins/errors';
import { recordCreditChange } from '../billing/credit-ledger';
import { notifyUser } from '../notifications/notify-user';
import { lockTargetUser, toAdminUserSummary } from './admin-user-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerAdjustCredits(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        tags: ['admin'],
        summary: "Grant or remove a user's credits",
        params: adminUserIdParamsSchema,
        body: adminCreditsRequestSchema,
        response: { 200: adminUserActionResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { amount, reason } = request.body;
      const count = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;
      const user = await app.database.db.transaction(async (tx) => {
        const target = await lockTargetUser(tx, request.params.id);
        const result = await recordCreditChange(tx, {
          userId: target.id,
          amount,
          type: amount > 0 ? 'grant' : 'refund',
          description:
            amount > 0
              ? `${count(amount)} granted by an admin: ${reason}`
              : `${count(-amount)} taken back by an admin: ${reason}`,
          processedBy: admin.id,
        });
        if (!result.applied) {
          throw new AppError(
            409,
            ADMIN_ERROR_CODES.insufficientCredits,
            ADMIN_MESSAGES.insufficientCredits,
          );
        }
        await notifyUser(tx, {
          userId: target.id,
          type: 'other',
          title: amount > 0 ? 'Credits added' : 'Credits removed',
          message:
            amount > 0
              ? `${count(amount)} added to your account. Your balance is ${result.balance}.`
              : `${count(-amount)} removed from your account. Your balance is ${result.balance}.`,
          data: { actionUrl: '/billing' },
        });
        await writeAudit(tx, {
          actor: admin,
          action: amount > 0 ? 'user.grant_credits' : 'user.remove_credits',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.username,
          before: { credits: target.credits },
          after: { credits: result.balance, ledgerEntryId: result.transactionId },
          reason,
        });
        return { ...target, credits: result.balance };
      });
      return { user: toAdminUserSummary(user) };
    },
  );
}
