/**
 * GET /api/forms/{id}/trends (issue 32, item 2): one question's answers per day, week or month,
 * under the same results filters as the summary. Each bucket has how many answered it, and the
 * average for numeric questions (numbers, ratings, scales, NPS) or the count per option for
 * choice questions. Periods start at midnight in `timeZone` (an IANA name; UTC by default), and
 * only periods with answers are listed.
 */
import { z } from 'zod';
import { resultFiltersShape } from './result-filters';

export const TREND_INTERVALS = ['day', 'week', 'month'] as const;
export type TrendInterval = (typeof TREND_INTERVALS)[number];

/** Whether the runtime knows the zone (Node and browsers share the IANA database). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const trendsQuerySchema = z.object({
  questionId: z.string().min(1).max(64),
  interval: z.enum(TREND_INTERVALS).default('week'),
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'timeZone is not a known time zone' })
    .default('UTC'),
  ...resultFiltersShape,
});
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

export const trendBucketSchema = z.object({
  /** The period's first instant, ISO 8601 in UTC. */
  period: z.string(),
  /** Responses in the period that answered the question. */
  count: z.number().int(),
  /** Numeric questions: the average answer (two decimals). */
  average: z.number().nullable().optional(),
  /** Choice questions: how many picked each option in the period. */
  counts: z.array(z.object({ value: z.string(), count: z.number().int() })).optional(),
});
export type TrendBucket = z.infer<typeof trendBucketSchema>;

export const trendsResponseSchema = z.object({
  questionId: z.string(),
  interval: z.enum(TREND_INTERVALS),
  buckets: z.array(trendBucketSchema),
});
export type TrendsResponse = z.infer<typeof trendsResponseSchema>;
