/**
 * Drop-off per question (issue 32 item 4), counted in the database beside the per-page funnel
 * (page-funnel.ts), over the same layout: every question the form renders, in order, as if no
 * rule ever fired.
 *
 * - A submitted response reached every question (it went through to the end; telling apart what
 *   its logic skipped would mean replaying the logic row by row) and answered those it holds.
 * - An unsubmitted draft stopped on the question after its furthest answer (the one it did not
 *   answer), or on its furthest answer when that is the last question: it reached every question
 *   up to that one and left there. A draft with no answer reached none; the funnel's "starts"
 *   already count such visitors.
 *
 * Drafts are in scope as the per-page funnel has them (their last save in the date range, their
 * answers so far meeting the conditions, none when only completed responses are asked for).
 */
import { sql } from 'drizzle-orm';
import type { FunnelQuestion, QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import type { Db } from '../../db/database';
import type { FormRow } from '../../plugins/access';
import { isSummarised } from './answer-rollup';
import { layoutPages } from './page-funnel';
import { queryRows } from './query-rows';
import { type CheckedFilters, DRAFT_COLUMNS, scopePredicate } from './result-filters/result-scope';

export async function questionFunnel(
  db: Db,
  form: FormRow,
  allQuestions: readonly Question[],
  responses: { total: number; summaries: readonly QuestionSummary[] },
  filters: CheckedFilters = { conditions: [], any: false },
): Promise<FunnelQuestion[]> {
  const byId = new Map(allQuestions.map((q) => [q.id, q]));
  const ordered = layoutPages(form, allQuestions)
    .flatMap((page) => page.questionIds)
    .map((id) => byId.get(id))
    .filter((q): q is Question => q !== undefined && isSummarised(q));
  if (ordered.length < 2) return [];
  const last = ordered.length - 1;
  // Where each draft stopped: tested from the last question back, so CASE stops at the furthest.
  const stop = sql.join(
    ordered
      .map((q, index) => ({ q, index }))
      .reverse()
      .map(({ q, index }) => sql`when answers ? ${q.id} then ${Math.min(index + 1, last)}::int`),
    sql` `,
  );
  // Column names are positions, never ids: every id is a bound parameter.
  const answeredColumns = sql.join(
    ordered.map(
      (q, index) => sql`count(*) filter (where answers ? ${q.id}) as ${sql.raw(`a${index}`)}`,
    ),
    sql`, `,
  );
  const rows = await queryRows<Record<string, number | string | null>>(
    db,
    sql`select stop, count(*) as drafts, ${answeredColumns} from (
          select answers, case ${stop} end as stop
          from form_drafts where form_id = ${form.id} and not is_completed
            and ${scopePredicate(filters, DRAFT_COLUMNS)}
        ) d group by stop`,
  );
  const leftOn = new Map<number, number>();
  const draftAnswers = ordered.map(() => 0);
  for (const row of rows) {
    if (row.stop !== null) leftOn.set(Number(row.stop), Number(row.drafts));
    ordered.forEach((_, index) => (draftAnswers[index]! += Number(row[`a${index}`] ?? 0)));
  }
  const answeredInResponses = new Map(responses.summaries.map((s) => [s.questionId, s.answered]));
  let stoppedHereOrLater = [...leftOn.values()].reduce((a, b) => a + b, 0);
  return ordered.map((q, index) => {
    const reached = responses.total + stoppedHereOrLater;
    const left = leftOn.get(index) ?? 0;
    stoppedHereOrLater -= left;
    return {
      questionId: q.id,
      title: q.title,
      reached,
      answered: (answeredInResponses.get(q.id) ?? 0) + draftAnswers[index]!,
      left,
    };
  });
}
