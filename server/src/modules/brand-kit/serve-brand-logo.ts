/**
 * GET /api/public/brand-logos/{id}: a brand logo, for any visitor (it is on public form pages).
 * Logos never change under an id, so browsers and proxies may keep them for a year. The CSP
 * sandboxes the file even when opened directly: an SVG gets no script, no plugins, no requests and
 * an opaque origin; inline styles only, which SVG drawings use.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BRAND_LOGO_TYPES, brandLogoParamsSchema } from '@core/api/brand-kit';
import { brandLogos } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';

export const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMAGE_TYPES = new Set<string>(BRAND_LOGO_TYPES);

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
      if (!logo) throw notFound('Logo not found');
      const stream = await storage.get(logo.storageKey).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') throw notFound('Logo not found');
        throw err;
      });
      // Only the image types this server accepted are shown inline; anything else in the table
      // (written by hand) is a download that cannot render.
      const image = IMAGE_TYPES.has(logo.mimeType);
      return reply
        .header('content-type', image ? logo.mimeType : 'application/octet-stream')
        .header('content-disposition', image ? 'inline' : 'attachment')
        .header('content-security-policy', LOGO_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
}
