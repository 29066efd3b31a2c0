/**
 * GET /api/templates: the gallery (global templates) or, with ?scope=mine, the caller's own. One
 * query over the listing columns, whatever the number of templates: no definition is read.
 */
import { and, asc, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { templateListQuerySchema, templateListResponseSchema } from '@core/api/templates';
import { templates } from '../../db/schema';
import { summaryColumns, toTemplateSummary } from './template-access';

/** A LIKE pattern that finds `text` literally: %, _ and the escape character match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function registerListTemplates(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/templates',
    {
      schema: {
        tags: ['templates'],
        summary: 'List templates: the gallery, or the caller’s own with scope=mine',
        querystring: templateListQuerySchema,
        response: { 200: templateListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { category, q, scope } = request.query;
      const user = request.identity.user;
      // Guests cannot save templates, so they have none of their own.
      if (scope === 'mine' && !user) return [];
      const filters: SQL[] = [
        scope === 'mine'
          ? eq(templates.ownerId, user!.id)
          : and(isNull(templates.ownerId), isNull(templates.retiredAt))!,
      ];
      if (category) filters.push(eq(templates.category, category));
      // PostgreSQL's default LIKE escape character is the backslash that containsPattern uses.
      if (q) filters.push(ilike(templates.searchText, containsPattern(q)));
      const rows = await app.database.db
        .select(summaryColumns)
        .from(templates)
        .where(and(...filters))
        .orderBy(
          ...(scope === 'mine'
            ? [desc(templates.updatedAt), asc(templates.id)]
            : [asc(templates.category), asc(templates.title)]),
        );
      return rows.map(toTemplateSummary);
    },
  );
}
