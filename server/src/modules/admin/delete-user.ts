/**
 * DELETE /api/admin/users/{id} {confirmUsername}: the account with its forms (their questions,
 * responses and drafts go with them by cascade) and, once that has committed, the stored blobs of
 * every file uploaded to those forms. The username must be typed exactly; an admin cannot delete
 * themself, nor the last admin. The audit entry keeps the username (the row is gone).
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  adminDeleteUserRequestSchema,
  adminUserIdParamsSchema,
} from '@core/api/admin';
import { forms, uploadedFiles, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { deleteStoredFiles } from '../../storage/delete-stored-files';
import type { FileStorage } from '../../storage/file-storage';
import { invalidatePublicForm } from '../respondent/load-public-form';
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
      const { formIds, storageKeys } = await app.database.db.transaction(async (tx) => {
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
        // Locked like DELETE /api/forms/{id}: an upload racing this waits, then fails, so no
        // file row appears after the keys were read.
        const owned = await tx
          .select({ id: forms.id, title: forms.title })
          .from(forms)
          .where(eq(forms.ownerId, target.id))
          .for('update');
        const ids = owned.map((f) => f.id);
        const files = ids.length
          ? await tx
              .select({ storageKey: uploadedFiles.storageKey })
              .from(uploadedFiles)
              .where(inArray(uploadedFiles.formId, ids))
          : [];
        await tx.delete(users).where(eq(users.id, target.id));
        await writeAudit(tx, {
          actor: admin,
          action: 'user.delete',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.username,
          before: {
            ...auditedUser(target),
            email: target.email,
            forms: owned.length,
            files: files.length,
          },
          after: null,
        });
        return { formIds: ids, storageKeys: files.map((f) => f.storageKey) };
      });
      for (const id of formIds) invalidatePublicForm(id);
      await deleteStoredFiles(storage, storageKeys, request.log);
      return reply.status(204).send(null);
    },
  );
}
