/**
 * The brand kit: reading and saving kits (the caller's and the global one), uploading a logo, and
 * serving logos to public form pages. Forms apply kits in create-form and save-form.
 */
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { registerGetBrandKit } from './get-brand-kit';
import { registerSaveBrandKit } from './save-brand-kit';
import { registerServeBrandLogo } from './serve-brand-logo';
import { registerUploadBrandLogo } from './upload-brand-logo';

export async function brandKitRoutes(
  app: FastifyInstance,
  options: { storage: FileStorage },
): Promise<void> {
  registerGetBrandKit(app);
  registerSaveBrandKit(app);
  registerUploadBrandLogo(app, options.storage);
  registerServeBrandLogo(app, options.storage);
}
