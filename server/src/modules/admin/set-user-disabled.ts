/**
 * POST /api/admin/users/{id}/disable and .../enable. A disabled account cannot sign in (log-in.ts),
 * its sessions end here in the same transaction, and its published forms answer as closed
 * (load-public-form.ts) without being unpublished, so enabling it again restores everything.
 * An admin cannot disable themself, nor the last admin who can sign in.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  adminUserActionResponseSchema,
  adminUserIdParamsSchema,
} from '@core/api/admin';
import { forms, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { destroyAllUserSessions } from '../identity/session-store';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import {
  ensureAnotherAdmin,
  lockAdminRoles,
  lockTargetUser,
  toAdminUserSummary,
} from './admin-user-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerSetUserDisabled(app: FastifyInstance): void {
  for (const disable of [true, false]) {
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api/admin/users/:id/${disable ? 'disable' : 'enable'}`,
      {
        schema: {
          tags: ['admin'],
          summary: disable ? 'Disable an account' : 'Enable a disabled account',
          params: adminUserIdParamsSchema,
          response: { 200: adminUserActionResponseSchema },
        },
      },
      async (request) => {
        const admin = adminOf(request);
        if (disable && request.params.id === admin.id) {
          throw new AppError(409, ADMIN_ERROR_CODES.selfAction, ADMIN_MESSAGES.selfDisable);
        }
        const { db } = app.database;
        const result = await db.transaction(async (tx) => {
          if (disable) await lockAdminRoles(tx);
          const target = await lockTargetUser(tx, request.params.id);
          if ((target.disabledAt !== null) === disable) return { user: target, ended: 0 };
          if (disable) await ensureAnotherAdmin(tx, target);
          const [updated] = await tx
            .update(users)
            .set({ disabledAt: disable ? new Date() : null })
            .where(eq(users.id, target.id))
            .returning();
          const ended = disable ? await destroyAllUserSessions(tx, target.id) : 0;
          await writeAudit(tx, {
            actor: admin,
            action: disable ? 'user.disable' : 'user.enable',
            targetType: 'user',
            targetId: target.id,
            targetLabel: target.username,
            before: { disabledAt: target.disabledAt?.toISOString() ?? null },
            after: { disabledAt: updated!.disabledAt?.toISOString() ?? null, sessionsEnded: ended },
          });
          return { user: updated!, ended };
        });
        // Their published forms open or close at once in this process (others within seconds).
        const owned = await db
          .select({ id: forms.id })
          .from(forms)
          .where(eq(forms.ownerId, result.user.id));
        await invalidateForm(
          app,
          owned.map((form) => form.id),
        );
        return { user: toAdminUserSummary(result.user), sessionsEnded: result.ended };
      },
    );
  }
}
