/**
 * GET /api/public/form-images/{id}: a picture uploaded for a form's image choice, for any visitor
 * (respondents load it), cached for a year and sandboxed as brand logos are (send-stored-image.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formImageParamsSchema } from '@core/api/form-images';
import { formImages } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { sendStoredImage } from '../brand-kit/send-stored-image';

export function registerServeFormImage(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/form-images/:id',
    {
      schema: {
        tags: ['public'],
        summary: "A picture of a form's image choice (PNG, JPEG or SVG), cached for a year",
        params: formImageParamsSchema,
      },
    },
    async (request, reply) => {
      const [image] = await app.database.db
        .select({ storageKey: formImages.storageKey, mimeType: formImages.mimeType })
        .from(formImages)
        .where(eq(formImages.id, request.params.id))
        .limit(1);
      return sendStoredImage(reply, storage, image, 'Picture not found');
    },
  );
}
