/**
 * DELETE /api/v1/forms/{id}/responses/{responseId}: a read_write key only (a read key gets 403
 * saying so), and the access check's 'edit', as deleting responses asks in the app. The row and
 * its files' rows go in one transaction with its response.deleted webhook event; the stored blobs after it commits (delete-stored-files).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v1DeletedSchema, v1ResponseParamsSchema } from '@core/api/v1';
import { responses, uploadedFiles } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { deleteStoredFiles } from '../../storage/delete-stored-files';
import type { FileStorage } from '../../storage/file-storage';
import { enqueueResponsesDeleted } from '../webhooks/enqueue-webhook-events';
import { requireWriteScope } from './authenticate-api-key';
import { V1_SECURITY } from './v1-docs';

export function registerV1DeleteResponse(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/v1/forms/:id/responses/:responseId',
    {
      schema: {
        tags: ['v1'],
        summary: 'Delete a response (read_write keys)',
        description:
          'Needs a key with the read_write scope (403 otherwise) and a role that may edit the form (owner or editor).',
        security: V1_SECURITY,
        params: v1ResponseParamsSchema,
        response: { 200: v1DeletedSchema },
      },
    },
    async (request) => {
      requireWriteScope(request);
      const form = await loadFormFor(request, request.params.id, 'edit');
      const id = request.params.responseId;
      const storageKeys = await app.database.db.transaction(async (tx) => {
        const ofThisForm = and(eq(responses.id, id), eq(responses.formId, form.id));
        // Locked first, so no file row can join the response between reading the keys and the
        // cascade that removes the rows (as the app's own delete does).
        const [locked] = await tx
          .select({ id: responses.id })
          .from(responses)
          .where(ofThisForm)
          .for('update');
        if (!locked) throw notFound('Response not found');
        const files = await tx
          .select({ storageKey: uploadedFiles.storageKey })
          .from(uploadedFiles)
          .where(eq(uploadedFiles.responseId, id));
        // Its response.deleted webhook event, carrying the response as it was, as the app's
        // own delete queues it: same transaction, so the event exists if the deletion does.
        await enqueueResponsesDeleted(tx, form.id, [id]);
        await tx.delete(responses).where(ofThisForm);
        return files.map((f) => f.storageKey);
      });
      await deleteStoredFiles(storage, storageKeys, request.log);
      return { deleted: true as const, id };
    },
  );
}
