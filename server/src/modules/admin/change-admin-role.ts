/**
 * POST /api/admin/users/{id}/make-admin and .../revoke-admin. Revoking never leaves the service
 * without an admin who can sign in: changes that remove an admin are serialised (lockAdminRoles),
 * so two admins revoking each other at the same moment leave one of them in place.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserActionResponseSchema, adminUserIdParamsSchema } from '@core/api/admin';
import { users } from '../../db/schema';
import { adminOf } from './require-admin';
import {
  auditedUser,
  ensureAnotherAdmin,
  lockAdminRoles,
  lockTargetUser,
  toAdminUserSummary,
} from './admin-user-mapping';
import { writeAudit } from './write-audit';

export function registerChangeAdminRole(app: FastifyInstance): void {
  for (const role of ['admin', 'user'] as const) {
    const path = role === 'admin' ? 'make-admin' : 'revoke-admin';
    app.withTypeProvider<ZodTypeProvider>().post(
      `/api/admin/users/:id/${path}`,
      {
        schema: {
          tags: ['admin'],
          summary: role === 'admin' ? 'Make a user an admin' : "Revoke a user's admin role",
          params: adminUserIdParamsSchema,
          response: { 200: adminUserActionResponseSchema },
        },
      },
      async (request) => {
        const admin = adminOf(request);
        const user = await app.database.db.transaction(async (tx) => {
          if (role === 'user') await lockAdminRoles(tx);
          const target = await lockTargetUser(tx, request.params.id);
          if (target.role === role) return target;
          if (role === 'user') await ensureAnotherAdmin(tx, target);
          const [updated] = await tx
            .update(users)
            .set({ role })
            .where(eq(users.id, target.id))
            .returning();
          await writeAudit(tx, {
            actor: admin,
            action: role === 'admin' ? 'user.make_admin' : 'user.revoke_admin',
            targetType: 'user',
            targetId: target.id,
            targetLabel: target.username,
            before: { role: auditedUser(target).role },
            after: { role: updated!.role },
          });
          return updated!;
        });
        return { user: toAdminUserSummary(user) };
      },
    );
  }
}
