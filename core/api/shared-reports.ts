/**
 * Shared reports (issue 32, item 5, ADR 053): a read-only summary of a form's results under saved
 * filters, opened by anyone holding its link (/reports/{token}), without signing in. Editors make
 * and revoke them; viewers list them with their view counts. The link is shown once, when the
 * report is made: only a hash of its token is kept.
 */
import { z } from 'zod';
import {
  filterConditionSchema,
  MAX_FILTER_CONDITIONS,
  MAX_FILTERS_BYTES,
  utf8Length,
} from './result-filters';

export const MAX_REPORT_NAME = 120;
export const MAX_REPORT_CROSSTABS = 10;
/** Reports per form: enough for every audience, few enough to list on one screen. */
export const MAX_REPORTS_PER_FORM = 50;

/** The results filters the summary takes, as JSON values rather than query-string text. */
export const reportFiltersSchema = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    completed: z.boolean().optional(),
    filters: z
      .array(filterConditionSchema)
      .max(MAX_FILTER_CONDITIONS)
      .refine((conditions) => utf8Length(JSON.stringify(conditions)) <= MAX_FILTERS_BYTES, {
        message: `filters is longer than ${MAX_FILTERS_BYTES} bytes`,
      })
      .optional(),
    any: z.boolean().optional(),
  })
  .strict();
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

export const reportCrosstabSchema = z
  .object({ row: z.string().min(1).max(64), column: z.string().min(1).max(64) })
  .strict();

export const createReportRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the report a name').max(MAX_REPORT_NAME),
    filters: reportFiltersSchema.default({}),
    crosstabs: z.array(reportCrosstabSchema).max(MAX_REPORT_CROSSTABS).default([]),
    /** Show free-text answers (short and long text) on the page; never contact details or files. */
    includeTexts: z.boolean().default(false),
  })
  .strict();
export type CreateReportRequest = z.input<typeof createReportRequestSchema>;

export const createReportResponseSchema = z.object({
  id: z.number().int(),
  /** The report's address, with its secret token: shown once, never again. */
  url: z.string(),
});
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

export const reportItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: reportFiltersSchema,
  crosstabs: z.array(reportCrosstabSchema),
  includeTexts: z.boolean(),
  viewCount: z.number().int(),
  createdAt: z.string(),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

export const reportListSchema = z.object({ items: z.array(reportItemSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

export const reportParamsSchema = z.object({
  id: z.string().min(1).max(64),
  reportId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /reports/{token}: any text; one not shaped like a token (43 base64url characters) is a 404 page. */
export const reportTokenParamsSchema = z.object({ token: z.string() });
