/** GET /api/admin/content: every page, active or not, for the editor's list (few: no paging). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentListQuerySchema, contentListResponseSchema } from '@core/api/site-content';
import { siteContent } from '../../db/schema';
import { selectSummaries, toContentSummary } from './content-mapping';

/** A site has a few dozen pages; the cap only keeps a runaway table from one huge answer. */
const LIST_MAX = 500;

export function registerListContent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/content',
    {
      schema: {
        tags: ['admin'],
        summary: 'List the site content pages (admins only)',
        querystring: contentListQuerySchema,
        response: { 200: contentListResponseSchema },
      },
    },
    async (request) => {
      const { type } = request.query;
      const rows = await selectSummaries(app.database.db)
        .where(type ? eq(siteContent.contentType, type) : undefined)
        .orderBy(asc(siteContent.contentType), asc(siteContent.slug))
        .limit(LIST_MAX);
      return rows.map(toContentSummary);
    },
  );
}
