/**
 * GET /api/forms/{id}/responses/{responseId}: one response with its files.
 * DELETE /api/forms/{id}/responses: delete one or many, with their files (rows and stored blobs).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import {
  deleteResponsesRequestSchema,
  deleteResponsesResponseSchema,
  responseDetailSchema,
} from '@core/api/responses';
import { responses, uploadedFiles } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { deleteStoredFiles } from '../../storage/delete-stored-files';
import type { FileStorage } from '../../storage/file-storage';
import { enqueueResponsesDeleted } from '../webhooks/enqueue-webhook-events';

export function registerManageResponses(app: FastifyInstance, storage: FileStorage): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/forms/:id/responses/:responseId',
    {
      schema: {
        tags: ['responses'],
        summary: 'One response with its files',
        params: z.object({
          id: z.string().min(1).max(64),
          responseId: z.coerce.number().int().positive(),
        }),
        response: { 200: responseDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const [row] = await db
        .select()
        .from(responses)
        .where(and(eq(responses.id, request.params.responseId), eq(responses.formId, form.id)))
        .limit(1);
      if (!row) throw notFound('Response not found');
      const files = await db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.responseId, row.id), eq(uploadedFiles.formId, form.id)));
      return {
        id: String(row.id),
        kind: 'response' as const,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        completed: row.completed,
        referrer: row.referrer,
        formVersion: row.formVersion,
        language: row.language,
        userAgent: row.userAgent,
        answers: row.answers as Record<string, unknown>,
        files: files.map((f) => ({
          fileId: f.id,
          questionId: f.questionId,
          name: f.originalName,
          size: f.size,
          mimeType: f.mimeType,
        })),
      };
    },
  );

  typed.delete(
    '/api/forms/:id/responses',
    {
      schema: {
        tags: ['responses'],
        summary: 'Delete responses',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: deleteResponsesRequestSchema,
        response: { 200: deleteResponsesResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { deleted, storageKeys } = await app.database.db.transaction(async (tx) => {
        const ofThisForm = and(
          eq(responses.formId, form.id),
          inArray(responses.id, request.body.ids),
        );
        // Locked first, so no file row can join these responses between reading the keys and
        // the cascade that removes the rows.
        const locked = await tx
          .select({ id: responses.id })
          .from(responses)
          .where(ofThisForm)
          .for('update');
        if (locked.length === 0) return { deleted: 0, storageKeys: [] };
        const files = await tx
          .select({ storageKey: uploadedFiles.storageKey })
          .from(uploadedFiles)
          .where(
            inArray(
              uploadedFiles.responseId,
              locked.map((r) => r.id),
            ),
          );
        // Their response.deleted webhook events, carrying the responses as they were.
        await enqueueResponsesDeleted(
          tx,
          form.id,
          locked.map((r) => r.id),
        );
        const removed = await tx
          .delete(responses)
          .where(ofThisForm)
          .returning({ id: responses.id });
        return { deleted: removed.length, storageKeys: files.map((f) => f.storageKey) };
      });
      await deleteStoredFiles(storage, storageKeys, request.log);
      return { deleted };
    },
  );
}
