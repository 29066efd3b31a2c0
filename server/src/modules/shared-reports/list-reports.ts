/** GET /api/forms/{id}/reports: the form's shared reports, newest first, with their view counts. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formIdParamsSchema } from '@core/api/forms';
import {
  type ReportItem,
  reportCrosstabSchema,
  reportFiltersSchema,
  reportListSchema,
} from '@core/api/shared-reports';
import { sharedReports } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';

type Row = typeof sharedReports.$inferSelect;

/** A stored row as the API shows it; stored filters were checked when the report was made. */
export function reportItem(row: Row): ReportItem {
  return {
    id: row.id,
    name: row.name,
    filters: reportFiltersSchema.parse(row.filters),
    crosstabs: reportCrosstabSchema.array().parse(row.crosstabs),
    includeTexts: row.includeTexts,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerListReports(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'The form’s shared reports with their view counts',
        params: formIdParamsSchema,
        response: { 200: reportListSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const rows = await app.database.db
        .select()
        .from(sharedReports)
        .where(eq(sharedReports.formId, form.id))
        .orderBy(desc(sharedReports.createdAt), desc(sharedReports.id));
      return { items: rows.map(reportItem) };
    },
  );
}
