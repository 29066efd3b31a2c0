/** Shared reports (issue 32, item 5, ADR 053): made, listed and revoked by the form's people; read by link. */
import type { FastifyInstance } from 'fastify';
import { registerCreateReport } from './create-report';
import { registerDeleteReport } from './delete-report';
import { registerListReports } from './list-reports';
import { registerServeReport } from './serve-report';

export async function sharedReportsRoutes(app: FastifyInstance): Promise<void> {
  registerCreateReport(app);
  registerListReports(app);
  registerDeleteReport(app);
  registerServeReport(app);
}
