/**
 * GET /api/forms/{id}/crosstab (issue 32, item 3): how two questions' answers combine, under the
 * results filters. Both questions are choices (options, yes/no, several picked) or scored
 * (ratings, scales, NPS, numbers: each value its own bucket). A response counts in every pair of
 * its row and column values (a checkbox answer adds one per picked option); totals count
 * responses, so a row's cells can add up to more than its total with several picks.
 */
import { z } from 'zod';
import { resultFiltersShape } from './result-filters';

export const crosstabQuerySchema = z.object({
  row: z.string().min(1).max(64),
  column: z.string().min(1).max(64),
  ...resultFiltersShape,
});

const totalSchema = z.object({ value: z.string(), count: z.number().int() });

export const crosstabResponseSchema = z.object({
  row: z.object({ questionId: z.string(), title: z.string() }),
  column: z.object({ questionId: z.string(), title: z.string() }),
  /** Every row value × column value: the question's choices in order, then other answers. */
  cells: z.array(
    z.object({
      row: z.string(),
      column: z.string(),
      count: z.number().int(),
      /** Of the row's total, one decimal. */
      percent: z.number(),
    }),
  ),
  rowTotals: z.array(totalSchema),
  columnTotals: z.array(totalSchema),
  /** Responses that answered both questions. */
  total: z.number().int(),
});
export type CrosstabResponse = z.infer<typeof crosstabResponseSchema>;
