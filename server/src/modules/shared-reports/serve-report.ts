/**
 * GET /reports/{token}: the shared report's page, for anyone holding the link (no sign-in). The
 * token is looked up by its hash and the view counted in the same statement, so a revoked report
 * (its row deleted) answers 404 at once on every instance, and an unknown token says nothing about
 * any form. Never cached: a revocation must not be outlived by a copy.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reportCrosstabSchema,
  reportFiltersSchema,
  reportTokenParamsSchema,
} from '@core/api/shared-reports';
import { forms, sharedReports } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { buildReportContent } from './report-content';
import { renderMissingReport, renderOutdatedReport, renderReportPage } from './report-html';
import { hashReportToken } from './report-token';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html);
}

export function registerServeReport(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/reports/:token',
    {
      // The page runs the summary's queries: a crawler or a loop may not run them without end.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true, params: reportTokenParamsSchema },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN.test(token)) return sendHtml(reply, 404, renderMissingReport());
      const { db } = app.database;
      const [report] = await db
        .update(sharedReports)
        .set({ viewCount: sql`${sharedReports.viewCount} + 1` })
        .where(eq(sharedReports.tokenHash, hashReportToken(token)))
        .returning();
      if (!report) return sendHtml(reply, 404, renderMissingReport());
      const [form] = await db
        .select({ id: forms.id, title: forms.title, languages: forms.languages })
        .from(forms)
        .where(eq(forms.id, report.formId))
        .limit(1);
      if (!form) return sendHtml(reply, 404, renderMissingReport());
      const filters = reportFiltersSchema.parse(report.filters);
      const crosstabs = reportCrosstabSchema.array().parse(report.crosstabs);
      try {
        const content = await buildReportContent(db, form, {
          filters,
          crosstabs,
          includeTexts: report.includeTexts,
        });
        const html = renderReportPage({
          formTitle: form.title,
          name: report.name,
          filters,
          content,
        });
        return sendHtml(reply, 200, html);
      } catch (error) {
        // The form changed under the saved filters: say so rather than show unfiltered results.
        if (error instanceof AppError && error.statusCode === 400) {
          return sendHtml(reply, 200, renderOutdatedReport(form.title, report.name));
        }
        throw error;
      }
    },
  );
}
