/**
 * DELETE /api/forms/{id}/reports/{reportId}: revokes the report. The row goes, so its link answers
 * 404 at once, on every instance (each view reads the row).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportParamsSchema } from '@core/api/shared-reports';
import { sharedReports } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';

export function registerDeleteReport(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/forms/:id/reports/:reportId',
    {
      schema: {
        tags: ['reports'],
        summary: 'Revoke a shared report: its link stops working at once',
        params: reportParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const [row] = await app.database.db
        .delete(sharedReports)
        .where(
          and(eq(sharedReports.id, request.params.reportId), eq(sharedReports.formId, form.id)),
        )
        .returning({ id: sharedReports.id });
      if (!row) throw notFound('Report not found');
      return reply.status(204).send(null);
    },
  );
}
