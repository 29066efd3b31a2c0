/** POST /api/admin/users/{id}/sign-out: every session of the user ends, wherever it was opened. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserActionResponseSchema, adminUserIdParamsSchema } from '@core/api/admin';
import { destroyAllUserSessions } from '../identity/session-store';
import { lockTargetUser, toAdminUserSummary } from './admin-user-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerSignOutUser(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/users/:id/sign-out',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign a user out everywhere',
        params: adminUserIdParamsSchema,
        response: { 200: adminUserActionResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { user, ended } = await app.database.db.transaction(async (tx) => {
        const target = await lockTargetUser(tx, request.params.id);
        const count = await destroyAllUserSessions(tx, target.id);
        await writeAudit(tx, {
          actor: admin,
          action: 'user.sign_out',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.username,
          before: { sessions: count },
          after: { sessions: 0 },
        });
        return { user: target, ended: count };
      });
      return { user: toAdminUserSummary(user), sessionsEnded: ended };
    },
  );
}
