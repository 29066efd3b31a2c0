/**
 * DELETE /api/forms/{id}: removes the form with its questions, responses and drafts (cascade), and
 * the stored blobs of every file uploaded to it, submitted or not, and of the pictures uploaded for
 * its image choices that nothing else shows (release-form-images.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { forms, uploadedFiles } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { deleteStoredFiles } from '../../storage/delete-stored-files';
import type { FileStorage } from '../../storage/file-storage';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { releaseFormImages } from '../form-images/release-form-images';

export function registerDeleteForm(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/forms/:id',
    {
      schema: {
        tags: ['forms'],
        summary: 'Delete a form',
        params: formIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'delete');
      const storageKeys = await app.database.db.transaction(async (tx) => {
        // The row lock makes a concurrent upload wait for this delete (its foreign key needs the
        // form row) and then fail, so no file row appears after its key was read.
        await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, form.id)).for('update');
        const files = await tx
          .select({ storageKey: uploadedFiles.storageKey })
          .from(uploadedFiles)
          .where(eq(uploadedFiles.formId, form.id));
        const imageKeys = await releaseFormImages(tx, [form.id]);
        await tx.delete(forms).where(eq(forms.id, form.id));
        return [...files.map((f) => f.storageKey), ...imageKeys];
      });
      await invalidateForm(app, form.id);
      await deleteStoredFiles(storage, storageKeys, request.log);
      return reply.status(204).send(null);
    },
  );
}
