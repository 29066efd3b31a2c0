/**
 * The checks every owner's picture upload passes, brand logos and form images alike (issue 28):
 * multipart with one file, at most BRAND_LOGO_MAX_BYTES (2 MB), and a PNG, JPEG or SVG by its
 * bytes (detect-logo-type.ts). Nothing is stored here: a refused file leaves no trace.
 */
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { BRAND_LOGO_MAX_BYTES } from '@core/api/brand-kit';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import { type BrandLogoType, detectLogoType } from './detect-logo-type';

export interface ImageUpload {
  data: Buffer;
  mimeType: BrandLogoType;
}

/** `what` names the picture in the messages: "logo", "picture". */
export async function readImageUpload(request: FastifyRequest, what: string): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Send the ${what} as multipart/form-data`,
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
      throw new AppError(413, ERROR_CODES.payloadTooLarge, `A ${what} can be at most 2 MB`);
    }
    throw err;
  });
  const mimeType = await detectLogoType(data);
  if (!mimeType) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Use a PNG, JPEG or SVG image for the ${what}`,
    );
  }
  return { data, mimeType };
}
