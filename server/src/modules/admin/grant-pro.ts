/**
 * POST /api/admin/users/{id}/pro {until}: Pro through the end of that day (UTC), through billing's
 * grantBilling (a ledger row with processedBy, and the user's notification), in one transaction
 * with the audit entry. A Stripe subscription that still bills would overwrite it: 409.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ERROR_CODES,
  adminProRequestSchema,
  adminUserActionResponseSchema,
  adminUserIdParamsSchema,
} from '@core/api/admin';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { hasLiveSubscription } from '../billing/apply-subscription-state';
import { grantBilling } from '../billing/grant-billing';
import { auditedUser, lockTargetUser, toAdminUserSummary } from './admin-user-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerGrantPro(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/users/:id/pro',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give a user Pro until a date',
        params: adminUserIdParamsSchema,
        body: adminProRequestSchema,
        response: { 200: adminUserActionResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const until = new Date(`${request.body.until}T23:59:59.999Z`);
      const user = await app.database.db.transaction(async (tx) => {
        const target = await lockTargetUser(tx, request.params.id);
        if (hasLiveSubscription(target)) {
          throw new AppError(
            409,
            ADMIN_ERROR_CODES.stripeSubscription,
            `${target.username} pays for Pro through Stripe; change that subscription in Stripe instead.`,
          );
        }
        // A savepoint inside this transaction: the grant and the audit entry commit together.
        await grantBilling(tx, { username: target.username, proUntil: until, by: admin.username });
        const [updated] = await tx.select().from(users).where(eq(users.id, target.id));
        await writeAudit(tx, {
          actor: admin,
          action: 'user.grant_pro',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.username,
          before: pick(auditedUser(target)),
          after: pick(auditedUser(updated!)),
        });
        return updated!;
      });
      return { user: toAdminUserSummary(user) };
    },
  );
}

const pick = (u: ReturnType<typeof auditedUser>) => ({
  subscriptionStatus: u.subscriptionStatus,
  subscriptionEndDate: u.subscriptionEndDate,
});
