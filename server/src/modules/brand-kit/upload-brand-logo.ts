/**
 * POST /api/brand-kit/logo (multipart, one `file`): stores a logo through the file storage and
 * answers its public address, which the caller then puts in their kit. PNG, JPEG or SVG by their
 * bytes, at most 2 MB. SVG is stored as sent, not sanitised: it is only ever shown through <img>
 * (where SVG cannot run script) and served with a sandboxing CSP (serve-brand-logo.ts), which
 * protects even a direct visit without a sanitiser to keep patched.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import '@fastify/multipart';
import { BRAND_LOGO_MAX_BYTES, brandLogoResponseSchema } from '@core/api/brand-kit';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { brandLogoPath } from '@core/form/brand-logo-path';
import { brandLogos } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';
import { requireUser } from './brand-kit-access';
import { detectLogoType } from './detect-logo-type';

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
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          ERROR_CODES.unsupportedMediaType,
          'Send the logo as multipart/form-data',
        );
      }
      const part = await request.file({
        limits: { fileSize: BRAND_LOGO_MAX_BYTES, files: 1, fields: 2 },
      });
      if (!part) {
        throw new AppError(400, ERROR_CODES.validation, 'No file was sent', {
          errors: { file: 'Required' },
        });
      }
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, ERROR_CODES.payloadTooLarge, 'A logo can be at most 2 MB');
        }
        throw err;
      });
      const mimeType = await detectLogoType(data);
      if (!mimeType) {
        throw new AppError(
          415,
          ERROR_CODES.unsupportedMediaType,
          'Use a PNG, JPEG or SVG image for the logo',
        );
      }
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
