/** Responses, summaries, trends, cross-tabs, NPS analytics and exports. Every form route goes through the access check. */
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { registerCrosstab } from './crosstab';
import { registerExportResponses } from './export-responses';
import { registerExportResponsesXlsx } from './export-responses-xlsx';
import { registerListResponses } from './list-responses';
import { registerManageResponses } from './manage-responses';
import { registerNpsAnalytics } from './nps-analytics';
import { registerQuestionTrends } from './question-trends';
import { registerSummarizeForm } from './summarize-form';

export async function responsesRoutes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  registerListResponses(app);
  registerManageResponses(app, opts.storage);
  registerSummarizeForm(app);
  registerExportResponses(app);
  registerExportResponsesXlsx(app);
  registerNpsAnalytics(app);
  registerQuestionTrends(app);
  registerCrosstab(app);
}
