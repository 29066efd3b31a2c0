/**
 * The completion funnel's three steps, counted in people (issue 28).
 *
 * - Completions are the stored responses: the figure the rest of the page shows, written by the
 *   server and so never lost to a blocked beacon. A submission carries no visitor id (nothing is
 *   added to the submission path, and a response stays unlinked from the page's analytics).
 * - Views and starts are rows of `embed_analytics`: one per visitor and step, a later step storing
 *   the earlier ones too (respondent/record-event.ts), so for visitors views ≥ starts already.
 *   Rows from pages older than visitor ids were counted once per address and window; they count
 *   as they are.
 *
 * The funnel as a whole can still disagree with itself: a privacy extension or a closed tab drops
 * a visitor's beacons while their draft and response arrive, and the older rows may hold more
 * starts than views. So each step is raised to at least the step after it, and starts to at least
 * the drafts (a draft is saved once someone has answered, by the same page as the response): those
 * people did see and start the form, the events just did not reach us. views ≥ starts ≥
 * completions then holds whatever was recorded.
 *
 * Under the results filters (issue 32), events and drafts follow the date range only: a view or a
 * start has no answers to test, so completions (the filtered responses) are the one step every
 * filter narrows. With `version` (issue 30), drafts count only those started on that version;
 * events record no version, so views and starts stay the form's own, raised as above.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FormSummaryResponse } from '@core/api/responses';
import type { Db } from '../../db/database';
import { queryRows } from './query-rows';
import type { CheckedFilters } from './result-filters/result-scope';

/** `from` and `to` on a timestamp column, as a predicate. */
export function dateRange(filters: Pick<CheckedFilters, 'from' | 'to'>, at: SQL): SQL {
  return sql`${filters.from ? sql`${at} >= ${filters.from}::timestamptz` : sql`true`}
    and ${filters.to ? sql`${at} <= ${filters.to}::timestamptz` : sql`true`}`;
}

/** The funnel's three steps, as the summary answers them (its pages come from page-funnel.ts). */
export type FunnelCounts = Omit<FormSummaryResponse['funnel'], 'pages' | 'questions'>;

/** What the events and drafts say, before the rule above. */
export interface RecordedFunnel {
  views: number;
  starts: number;
  drafts: number;
}

/** Applies the rule above: each step at least the one after it. */
export function consistentFunnel(recorded: RecordedFunnel, completions: number): FunnelCounts {
  const starts = Math.max(recorded.starts, recorded.drafts, completions);
  return { views: Math.max(recorded.views, starts), starts, completions };
}

/** The form's view and start rows and its drafts, one statement of index-only counts. */
export async function recordedFunnel(
  db: Db,
  formId: string,
  filters: Pick<CheckedFilters, 'from' | 'to' | 'version'> = {},
): Promise<RecordedFunnel> {
  const events = dateRange(filters, sql.raw('"timestamp"'));
  const version =
    filters.version === undefined ? sql`true` : sql`form_version = ${filters.version}::int`;
  const drafts = sql`${dateRange(filters, sql.raw('last_updated'))} and ${version}`;
  const [row] = await queryRows<Record<keyof RecordedFunnel, number | string>>(
    db,
    sql`select (select count(*) from embed_analytics where form_id = ${formId} and event_type = 'view' and ${events}) as views,
               (select count(*) from embed_analytics where form_id = ${formId} and event_type = 'start' and ${events}) as starts,
               (select count(*) from form_drafts where form_id = ${formId} and ${drafts}) as drafts`,
  );
  return {
    views: Number(row?.views ?? 0),
    starts: Number(row?.starts ?? 0),
    drafts: Number(row?.drafts ?? 0),
  };
}
