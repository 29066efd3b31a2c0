/**
 * POST /api/forms/{id}/images (multipart, one `file`): a picture for one of the form's
 * image-choice options (issue 28). Owners and editors only, through the one access check; the
 * brand logo's checks (PNG, JPEG or SVG by their bytes, at most 2 MB; read-image-upload.ts); and
 * the owner's storage quota, as respondents' uploads (413 STORAGE_QUOTA when full). Answers the
 * same-origin path the builder puts in the option's `images` setting; the picture is public from
 * then on (respondents load it), and goes with the form (release-form-images.ts).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formImageResponseSchema } from '@core/api/form-images';
import { formIdParamsSchema } from '@core/api/forms';
import { formImagePath } from '@core/form/image-path';
import { formImages } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { deleteStoredFiles } from '../../storage/delete-stored-files';
import type { FileStorage } from '../../storage/file-storage';
import { isStorageFull } from '../billing/storage-usage';
import { readImageUpload } from '../brand-kit/read-image-upload';

export const FORM_STORAGE_FULL_MESSAGE =
  'Your file storage is full, so no more pictures can be uploaded. Delete responses with files you no longer need to make room.';

export function registerUploadFormImage(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/images',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags: ['forms'],
        summary:
          'Upload a picture for an image-choice option (multipart: file; PNG, JPEG or SVG, at most 2 MB)',
        consumes: ['multipart/form-data'],
        params: formIdParamsSchema,
        response: {
          201: formImageResponseSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Access first: a stranger learns nothing about the form from the checks that follow.
      const form = await loadFormFor(request, request.params.id, 'edit');
      if (await isStorageFull(app.database.db, app.config, form)) {
        throw new AppError(413, ERROR_CODES.storageQuota, FORM_STORAGE_FULL_MESSAGE);
      }
      const { data, mimeType } = await readImageUpload(request, 'picture');
      const id = crypto.randomBytes(16).toString('base64url');
      const storageKey = crypto.randomBytes(24).toString('base64url');
      await storage.put(storageKey, data, mimeType);
      try {
        await app.database.db
          .insert(formImages)
          .values({ id, formId: form.id, storageKey, mimeType, size: data.length });
      } catch (error) {
        // The form went meanwhile (its row is gone, so the foreign key refused): no orphan blob.
        await deleteStoredFiles(storage, [storageKey], request.log);
        throw error;
      }
      return reply.status(201).send({ imageUrl: formImagePath(id), mimeType, size: data.length });
    },
  );
}
