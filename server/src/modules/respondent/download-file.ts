/**
 * GET /api/forms/{id}/files/{fileId}: an uploaded file, for people with access to its form only.
 * Always an attachment with nosniff, so an uploaded file can never run as a page of ours.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFiles } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';

export function registerDownloadFile(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/files/:fileId',
    {
      schema: {
        tags: ['forms'],
        summary: 'Download an uploaded file',
        params: z.object({ id: z.string().min(1).max(64), fileId: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const [file] = await app.database.db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, request.params.fileId), eq(uploadedFiles.formId, form.id)))
        .limit(1);
      if (!file) throw notFound('File not found');
      // A blob that is gone is a 404; a storage outage is a 500 the logs must show, not a 404.
      const stream = await storage.get(file.storageKey).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') throw notFound('File not found');
        throw err;
      });
      const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
