/**
 * DELETE /api/admin/users/{id} {confirmUsername}: the account with everything it holds, erased as
 * an owner's own deletion erases it (identity/erase-account.ts): its forms with their questions,
 * responses, drafts and files, its sessions, keys, notifications and memberships. The username
 * must be typed exactly; an admin cannot delete themself, nor the last admin. The audit entry keeps
 * the username (the row is gone).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  adminDeleteUserRequestSchema,
  adminUserIdParamsSchema,
} from '@core/api/admin';
import { AppError } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';
import { eraseAccountRows, finishAccountErasure } from '../identity/erase-account';
import {
  auditedUser,
  ensureAnotherAdmin,
  lockAdminRoles,
  lockTargetUser,
} from './admin-user-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerDeleteUser(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an account with its forms and files',
        params: adminUserIdParamsSchema,
        body: adminDeleteUserRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      if (request.params.id === admin.id) {
        throw new AppError(409, ADMIN_ERROR_CODES.selfAction, ADMIN_MESSAGES.selfDelete);
      }
      const erasure = await app.database.db.transaction(async (tx) => {
        await lockAdminRoles(tx);
        const target = await lockTargetUser(tx, request.params.id);
        if (request.body.confirmUsername !== target.username) {
          throw new AppError(
            400,
            ADMIN_ERROR_CODES.confirmationMismatch,
            ADMIN_MESSAGES.confirmationMismatch,
          );
        }
        await ensureAnotherAdmin(tx, target);
        // The same erasure as an owner's own deletion (identity/erase-account.ts).
        return eraseAccountRows(tx, target, (erased) =>
          writeAudit(tx, {
            actor: admin,
            action: 'user.delete',
            targetType: 'user',
            targetId: target.id,
            targetLabel: target.username,
            before: {
              ...auditedUser(target),
              email: target.email,
              forms: erased.forms,
              files: erased.files,
            },
            after: null,
          }),
        );
      });
      await finishAccountErasure(app, storage, erasure, request.log);
      return reply.status(204).send(null);
    },
  );
}
