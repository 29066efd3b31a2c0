/** Pictures owners upload for their forms' image choices (issue 28, ADR 031). */
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { registerServeFormImage } from './serve-form-image';
import { registerUploadFormImage } from './upload-form-image';

export async function formImagesRoutes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  registerUploadFormImage(app, opts.storage);
  registerServeFormImage(app, opts.storage);
}
