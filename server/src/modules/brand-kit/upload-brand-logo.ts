/**
 * POST /api/brand-kit/logo (multipart, one `file`): stores a logo through the file storage and
 * answers its public address, which the caller then puts in their kit. PNG, JPEG or SVG by their
 * bytes, at most 2 MB. SVG is stored as sent, not sanitised: it is only ever shown through <img>
 * (where SVG cannot run script) and served with a sandboxing CSP (serve-brand-logo.ts), which
 * protects even a direct visit without a sanitiser to keep patched.
 *
 * A logo counts against its owner's storage quota (storage-usage.ts sums brand_logos), so a full
 * quota refuses it with 413 STORAGE_QUOTA before the file is read, as a form's pictures are.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { brandLogoResponseSchema } from '@core/api/brand-kit';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { brandLogoPath } from '@core/form/brand-logo-path';
import { brandLogos } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';
import { isStorageFull } from '../billing/storage-usage';
import { requireUser } from './brand-kit-access';
import { readImageUpload } from './read-image-upload';

export const LOGO_STORAGE_FULL_MESSAGE =
  'Your file storage is full, so no more logos can be uploaded. Delete responses with files you no longer need to make room.';

export function registerUploadBrandLogo(app: FastifyInstance, storage: FileStorage): void {
  app.post(
    '/api/brand-kit/logo',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
      schema: {
        tags: ['brand-kit'],
        summary: 'Upload a brand logo (multipart: file; PNG, JPEG or SVG, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: brandLogoResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (
        await isStorageFull(app.database.db, app.config, { ownerId: user.id, anonymousId: null })
      ) {
        throw new AppError(413, ERROR_CODES.storageQuota, LOGO_STORAGE_FULL_MESSAGE);
      }
      const { data, mimeType } = await readImageUpload(request, 'logo');
      const id = crypto.randomBytes(16).toString('base64url');
      const storageKey = crypto.randomBytes(24).toString('base64url');
      await storage.put(storageKey, data, mimeType);
      await app.database.db
        .insert(brandLogos)
        .values({ id, ownerId: user.id, storageKey, mimeType, size: data.length });
      return reply.status(201).send({ logoUrl: brandLogoPath(id), mimeType, size: data.length });
    },
  );
}
