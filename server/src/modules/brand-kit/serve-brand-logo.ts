/**
 * GET /api/public/brand-logos/{id}: a brand logo, for any visitor (it is on public form pages),
 * cached for a year and sandboxed (send-stored-image.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandLogoParamsSchema } from '@core/api/brand-kit';
import { brandLogos } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { sendStoredImage } from './send-stored-image';

export function registerServeBrandLogo(app: FastifyInstance, storage: FileStorage): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/brand-logos/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A brand logo (PNG, JPEG or SVG), cached for a year',
        params: brandLogoParamsSchema,
      },
    },
    async (request, reply) => {
      const [logo] = await app.database.db
        .select()
        .from(brandLogos)
        .where(eq(brandLogos.id, request.params.id))
        .limit(1);
      return sendStoredImage(reply, storage, logo, 'Logo not found');
    },
  );
}
