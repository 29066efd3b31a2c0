/**
 * Drop-off per page of a multi-page form, counted in the database.
 *
 * Pages come from the core's page function (evaluateForm's pages), run on the form with its logic
 * set aside: the funnel describes the form's layout, not one respondent's path, so a page that
 * branching shows to some people only is still a step of its own.
 *
 * A submitted response counts as having reached every page: it went through to the end. Pages
 * its own logic skipped count too; telling those apart would mean replaying the logic row by row
 * in Node, which a summary of a million responses cannot afford. An unsubmitted draft reached the
 * last page it has an answer on and every page before it, and left on that page. A draft with no
 * answers (or only hidden fields, which sit on no page) reached no page; the funnel's "starts"
 * already count such visitors.
 *
 * Under the results filters (issue 32), drafts are in scope when their last save is in the date
 * range and their answers so far meet the answer conditions; `completed` leaves them all out
 * when only completed responses are asked for.
 */
import { sql } from 'drizzle-orm';
import type { FunnelPage } from '@core/api/responses';
import type { FormDefinition, Question } from '@core/form/definition';
import { evaluateForm } from '@core/logic';
import type { Db } from '../../db/database';
import type { FormRow } from '../../plugins/access';
import { toFormContent } from '../forms/form-mapping';
import { queryRows } from './query-rows';
import { type CheckedFilters, DRAFT_COLUMNS, scopePredicate } from './result-filters/result-scope';

/** The form's pages with every rendered question, as if no rule ever fired. */
export function layoutPages(form: FormRow, questions: readonly Question[]) {
  const detail = toFormContent(form, [...questions]);
  const withoutLogic: FormDefinition = {
    ...detail,
    questions: detail.questions.map((q) => ({
      ...q,
      logic: null,
      // SURVEY_LOGIC items carry their rules as blocks in settings.
      settings: q.type === 'SURVEY_LOGIC' ? {} : q.settings,
    })),
  };
  return evaluateForm(withoutLogic, {}).pages;
}

export interface PageDrafts {
  pageId: string;
  title: string;
  /** Unsubmitted drafts whose furthest answer is on this page. */
  left: number;
}

/** Per page of a multi-page form, the drafts that stopped there; [] for a single-page form. */
export async function draftsPerPage(
  db: Db,
  form: FormRow,
  questions: readonly Question[],
  filters: CheckedFilters = { conditions: [], any: false },
): Promise<PageDrafts[]> {
  const pages = layoutPages(form, questions);
  if (pages.length < 2) return [];
  // The furthest page with an answer: tested from the last page back, so CASE stops at the first hit.
  const branches = pages
    .map((page, index) => ({ page, index }))
    .reverse()
    .map(
      ({ page, index }) =>
        sql`when answers ?| array[${sql.join(
          page.questionIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[] then ${index}::int`,
    );
  const rows = await queryRows<{ page: number | string; drafts: number | string }>(
    db,
    sql`select furthest as page, count(*) as drafts from (
          select case ${sql.join(branches, sql` `)} end as furthest
          from form_drafts where form_id = ${form.id} and not is_completed
            and ${scopePredicate(filters, DRAFT_COLUMNS)}
        ) d where furthest is not null group by furthest`,
  );
  const leftOn = new Map(rows.map((r) => [Number(r.page), Number(r.drafts)]));
  return pages.map((page, index) => ({
    pageId: page.id,
    title: page.title,
    left: leftOn.get(index) ?? 0,
  }));
}

/** Adds who reached each page: every submitted response, plus drafts that stopped there or later. */
export function funnelPages(pages: readonly PageDrafts[], submitted: number): FunnelPage[] {
  const reached: number[] = [];
  let later = 0;
  for (let index = pages.length - 1; index >= 0; index -= 1) {
    later += pages[index]!.left;
    reached[index] = submitted + later;
  }
  return pages.map((page, index) => ({ ...page, reached: reached[index]! }));
}
