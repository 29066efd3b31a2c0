/** GET /api/admin/content/{id}: one page with its Markdown, for the editor. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentDetailSchema,
  contentIdParamsSchema,
  SITE_CONTENT_MESSAGES,
} from '@core/api/site-content';
import type { Db } from '../../db/database';
import { siteContent } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { selectDetails, toContentDetail } from './content-mapping';

export async function loadContentDetail(db: Db, id: number) {
  const [row] = await selectDetails(db).where(eq(siteContent.id, id)).limit(1);
  if (!row) throw notFound(SITE_CONTENT_MESSAGES.notFound);
  return toContentDetail(row);
}

export function registerGetContent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/content/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Read a site content page with its Markdown (admins only)',
        params: contentIdParamsSchema,
        response: { 200: contentDetailSchema },
      },
    },
    async (request) => loadContentDetail(app.database.db, request.params.id),
  );
}
