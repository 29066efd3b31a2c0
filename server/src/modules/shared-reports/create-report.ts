/**
 * POST /api/forms/{id}/reports: an editor shares the results under the given filters as a
 * read-only page. The answer carries the page's address once; only its token's hash is kept.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import {
  createReportRequestSchema,
  createReportResponseSchema,
  MAX_REPORTS_PER_FORM,
} from '@core/api/shared-reports';
import { sharedReports } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { linkOrigin } from '../responses/read-export-rows';
import { checkReport } from './report-content';
import { hashReportToken, newReportToken, reportPath } from './report-token';

export function registerCreateReport(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Share the results under filters as a read-only page',
        params: formIdParamsSchema,
        body: createReportRequestSchema,
        response: { 201: createReportResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { name, filters, crosstabs, includeTexts } = request.body;
      const { db } = app.database;
      await checkReport(db, form.id, filters, crosstabs);
      const token = newReportToken();
      const id = await db.transaction(async (tx) => {
        // The form row locked: two parallel shares cannot both pass the count.
        await tx.execute(sql`select 1 from forms where id = ${form.id} for update`);
        const [{ value }] = (await tx
          .select({ value: count() })
          .from(sharedReports)
          .where(eq(sharedReports.formId, form.id))) as [{ value: number }];
        if (value >= MAX_REPORTS_PER_FORM) {
          throw new AppError(
            409,
            ERROR_CODES.conflict,
            `A form can have at most ${MAX_REPORTS_PER_FORM} shared reports`,
          );
        }
        const [row] = await tx
          .insert(sharedReports)
          .values({
            formId: form.id,
            name,
            tokenHash: hashReportToken(token),
            filters,
            crosstabs,
            includeTexts,
            createdBy: request.identity.user?.id ?? null,
          })
          .returning({ id: sharedReports.id });
        return row!.id;
      });
      return reply.status(201).send({ id, url: `${linkOrigin(request)}${reportPath(token)}` });
    },
  );
}
