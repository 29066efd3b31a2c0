/**
 * Per-question summaries of a form's responses, computed in the database from the answer rollup
 * (ADR 014, answer-rollup.ts): for each question, its responses already grouped by raw answer
 * (`answer_counts`, kept exact by triggers as responses are stored and deleted). Every statement
 * here works on those groups: the text of each value, its JSON type, the numeric figures, the
 * elements of a checkbox array, the cells of a grid, the positions of a ranking. Answers repeat (a
 * choice has a handful of values, a grid a few hundred combinations), so a summary reads a few
 * hundred rows whatever the number of responses. The latest text answers are one index-ordered
 * read each. A key present with any value, JSON null included, is an answer; an absent key is not.
 * A question with choices (options, yes/no, a scale, a grid's rows and columns) lists every one of
 * them, picked or not (summary-choices.ts).
 *
 * The caller makes sure the rollup covers the questions first (`ensureAnswerRollup`). Across
 * versions, `labels` reads each choice answer as its option's newest label (summary-versions.ts).
 *
 * A filtered summary (issue 32) cannot use the rollup, which counts every response: with a scope
 * (a WHERE predicate on `responses`, result-filters/result-scope.ts) the same groups are counted
 * from the responses in scope instead, and every statement after them is the same (ADR 045).
 */
import { type SQL, sql } from 'drizzle-orm';
import { npsScore, type QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import { filesOf } from '@core/question-types/shared/file-reference';
import type { SummaryKind } from '@core/question-types/types';
import type { Db } from '../../db/database';
import { TOTAL } from './answer-rollup';
import { iso, queryRows } from './query-rows';
import { withEveryCell, withEveryChoice } from './summary-choices';
import {
  type ChoiceLabels,
  type GridLabels,
  mergeByLabel,
  mergeCellsByLabel,
  mergePositionsByLabel,
} from './summary-versions';

const RECENT_LIMIT = 10;
const kindOf = (q: Question): SummaryKind => getQuestionType(q.type).summary;

type Scalar = number | string | null;
interface CountRow {
  value: string;
  count: number | string;
}
interface SingleRow extends CountRow {
  kind: 'count' | 'stats';
  average: Scalar;
  min: Scalar;
  max: Scalar;
  promoters: Scalar;
  passives: Scalar;
  detractors: Scalar;
}

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 10);
const round2 = (v: unknown) =>
  v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100;
/** Which responses a summary covers: all of them (the rollup), or those a filter selects. */
export type SummaryScope = SQL | null;

/** How many responses the form has ('' in the rollup) and how many answered each text question. */
function answeredQuery(formId: string, questions: readonly Question[], scope: SummaryScope): SQL {
  const ids = sql`array[${sql.join(
    [TOTAL, ...questions.map((q) => q.id)].map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  if (scope) {
    return sql`select k.q as question_id, count(*) filter (where k.q = ${TOTAL} or answers ? k.q) as n
      from responses cross join unnest(${ids}) as k(q)
      where form_id = ${formId} and ${scope} group by k.q`;
  }
  return sql`select question_id, sum(n) as n from answer_counts
    where form_id = ${formId} and question_id = any(${ids}) group by question_id`;
}

/**
 * The question's responses grouped by raw answer (`j`, never absent) and how many (`n`): a
 * count is the sum of its shards; in a scope, a count of the responses in it.
 */
function grouped(formId: string, q: Question, scope: SummaryScope): SQL {
  const groups = scope
    ? sql`select answers -> ${q.id} as j, count(*) as n from responses
      where form_id = ${formId} and answers ? ${q.id} and ${scope}
      group by 1`
    : sql`select answer as j, sum(n) as n from answer_counts
      where form_id = ${formId} and question_id = ${q.id}
      group by answer_key, answer having sum(n) > 0`;
  return sql`g as (${groups}), answered as (select coalesce(sum(n), 0) as answered from g)`;
}

/**
 * A choice or numeric question: each answer's text as one value ('count' rows), plus for a
 * numeric question one 'stats' row from the same groups, its figures kept to JSON numbers.
 * sum(value × n) / sum(n) is exactly what avg() computes over the rows.
 */
function singleValuesQuery(formId: string, q: Question, scope: SummaryScope): SQL {
  const stats =
    kindOf(q) === 'numbers'
      ? sql`union all
      select 'stats', null, sum(n), sum(value::numeric * n) / sum(n), min(value::numeric),
             max(value::numeric), sum(n) filter (where value::numeric >= 9),
             sum(n) filter (where value::numeric between 7 and 8),
             sum(n) filter (where value::numeric <= 6)
      from v where t = 'number'`
      : sql``;
  return sql`with ${grouped(formId, q, scope)},
    v as (select j #>> '{}' as value, jsonb_typeof(j) as t, n from g where j is not null)
    select 'count' as kind, value, sum(n) as count, null::numeric as average, null::numeric as min,
           null::numeric as max, null::numeric as promoters, null::numeric as passives,
           null::numeric as detractors
    from v group by value
    ${stats}
    order by kind, count desc, value`;
}

/**
 * How many answered, as a row of its own ('answered' sorts before 'value'): a question answered
 * only with empty arrays or objects has no value rows, and still counts as answered.
 */
const answeredRow = (columns: SQL) =>
  sql`union all select 'answered', ${columns}, answered from answered`;

/** Arrays (checkboxes, multi-select image choice) count each selected value. */
function multiValuesQuery(formId: string, q: Question, scope: SummaryScope): SQL {
  return sql`with ${grouped(formId, q, scope)}
    select 'value' as kind, v.value, sum(g.n) as count from g,
    lateral jsonb_array_elements_text(case when jsonb_typeof(g.j) = 'array' then g.j else jsonb_build_array(g.j) end) as v(value)
    where g.j is not null group by v.value
    ${answeredRow(sql`null`)}
    order by kind, count desc, value`;
}

function gridQuery(formId: string, q: Question, scope: SummaryScope): SQL {
  return sql`with ${grouped(formId, q, scope)}
    select 'value' as kind, e.key as row, e.value as column, sum(g.n) as count from g,
    lateral jsonb_each_text(case when jsonb_typeof(g.j) = 'object' then g.j else '{}'::jsonb end) as e
    where g.j is not null group by e.key, e.value
    ${answeredRow(sql`null, null`)}
    order by kind, row, "column"`;
}

/** Average position: each group's positions weigh as many times as the group has rows. */
function rankingQuery(formId: string, q: Question, scope: SummaryScope): SQL {
  return sql`with ${grouped(formId, q, scope)}
    select 'value' as kind, e.value, sum(e.ordinality * g.n)::numeric / sum(g.n) as position,
           sum(g.n) as count from g,
    lateral jsonb_array_elements_text(case when jsonb_typeof(g.j) = 'array' then g.j else '[]'::jsonb end) with ordinality as e(value, ordinality)
    where g.j is not null group by e.value
    ${answeredRow(sql`null, null`)}
    order by kind, position, value`;
}

/** The latest answers per question: each lateral walks the (form, created_at) index backwards. */
function recentQuery(formId: string, qs: readonly Question[], scope: SummaryScope): SQL {
  const ids = sql`array[${sql.join(
    qs.map((q) => sql`${q.id}`),
    sql`, `,
  )}]::text[]`;
  return sql`select k.q, x.id, x.answer, x.created_at
    from unnest(${ids}) as k(q)
    cross join lateral (
      select id, answers -> k.q as answer, created_at from responses
      where form_id = ${formId} and answers ? k.q ${scope ? sql`and ${scope}` : sql``}
      order by created_at desc, id desc limit ${RECENT_LIMIT}
    ) as x
    order by k.q, x.created_at desc, x.id desc`;
}

/** Rows of a grouped statement: its values, and one 'answered' row whose count is how many. */
type Kinded<T> = T & { kind: 'value' | 'answered' };
const values = <T>(rows: readonly Kinded<T>[] = []) => rows.filter((r) => r.kind === 'value');

/** One statement per question, run concurrently; rows by question id. */
async function perQuestion<T>(
  db: Db,
  qs: readonly Question[],
  query: (q: Question) => SQL,
): Promise<Map<string, T[]>> {
  const rows = await Promise.all(qs.map((q) => queryRows<T>(db, query(q))));
  return new Map(qs.map((q, i) => [q.id, rows[i]!]));
}

/** The summaries of `questions` (answerable, answer-storing ones), in their order, and the total. */
export async function summarizeQuestions(
  db: Db,
  formId: string,
  questions: readonly Question[],
  scope: SummaryScope = null,
  labels: ChoiceLabels = new Map(),
  gridLabels: GridLabels = new Map(),
): Promise<{ total: number; summaries: QuestionSummary[] }> {
  const isSingle = (q: Question) => kindOf(q) === 'counts' || kindOf(q) === 'numbers';
  const ofKind = (kind: SummaryKind) => questions.filter((q) => kindOf(q) === kind);
  const text = ofKind('recent');
  const [answeredRows, singles, multis, grids, rankings] = await Promise.all([
    queryRows<{ question_id: string; n: number | string }>(db, answeredQuery(formId, text, scope)),
    perQuestion<SingleRow>(db, questions.filter(isSingle), (q) =>
      singleValuesQuery(formId, q, scope),
    ),
    perQuestion<Kinded<CountRow>>(db, ofKind('selections'), (q) =>
      multiValuesQuery(formId, q, scope),
    ),
    perQuestion<Kinded<{ row: string; column: string; count: number | string }>>(
      db,
      ofKind('grid'),
      (q) => gridQuery(formId, q, scope),
    ),
    perQuestion<Kinded<{ value: string; position: number | string; count: number | string }>>(
      db,
      ofKind('ranking'),
      (q) => rankingQuery(formId, q, scope),
    ),
  ]);
  const answered = new Map(answeredRows.map((r) => [r.question_id, Number(r.n)]));
  // Only answered questions: for one nobody answered, the latest-first walk would read every row.
  const withAnswers = text.filter((q) => (answered.get(q.id) ?? 0) > 0);
  const recentRows =
    withAnswers.length === 0
      ? []
      : await queryRows<{ q: string; id: string | number; answer: unknown; created_at: string }>(
          db,
          recentQuery(formId, withAnswers, scope),
        );
  const recents = new Map<string, (typeof recentRows)[number][]>();
  for (const row of recentRows) recents.set(row.q, [...(recents.get(row.q) ?? []), row]);
  const summaries = questions.map((q): QuestionSummary => {
    const groups = singles.get(q.id) ?? [];
    const valueRows = groups.filter((r) => r.kind === 'count');
    const grouped = multis.get(q.id) ?? grids.get(q.id) ?? rankings.get(q.id);
    const n = isSingle(q)
      ? valueRows.reduce((sum, r) => sum + Number(r.count), 0)
      : grouped
        ? Number(grouped.find((r) => r.kind === 'answered')?.count ?? 0)
        : (answered.get(q.id) ?? 0);
    const base = { questionId: q.id, type: q.type, title: q.title, answered: n };
    const type = getQuestionType(q.type);
    // Every choice the question offers, those nobody picked at 0 (summary-choices.ts).
    const choices = type.choices(q);
    const counts = (rows: readonly CountRow[] = []) =>
      withEveryChoice(
        mergeByLabel(
          rows.map((r) => ({ value: r.value, count: Number(r.count) })),
          labels.get(q.id),
        ).map((r) => ({ ...r, percent: pct(r.count, n) })),
        choices,
        (value) => ({ value, count: 0, percent: 0 }),
      );
    const kind = kindOf(q);
    if (kind === 'counts') return { ...base, counts: counts(valueRows) };
    if (kind === 'selections') return { ...base, counts: counts(values(multis.get(q.id))) };
    if (kind === 'numbers') {
      const stats = groups.find((r) => r.kind === 'stats');
      const summary: QuestionSummary = {
        ...base,
        average: round2(stats?.average),
        min: round2(stats?.min),
        max: round2(stats?.max),
        counts: counts(valueRows).sort((a, b) => Number(a.value) - Number(b.value)),
      };
      if (q.type === 'NPS' || q.type === 'NPS_RATING') {
        const [p, pa, d] = [stats?.promoters, stats?.passives, stats?.detractors].map((v) =>
          Number(v ?? 0),
        ) as [number, number, number];
        summary.nps = {
          score: npsScore(p, pa, d),
          promoters: pct(p, n),
          passives: pct(pa, n),
          detractors: pct(d, n),
        };
      }
      return summary;
    }
    if (kind === 'grid') {
      return {
        ...base,
        // A row or column renamed between versions is one, under its newest label.
        grid: withEveryCell(
          mergeCellsByLabel(
            values(grids.get(q.id)).map((r) => ({
              row: r.row,
              column: r.column,
              count: Number(r.count),
            })),
            gridLabels.get(q.id),
          ),
          choices,
        ),
      };
    }
    if (kind === 'ranking') {
      return {
        ...base,
        // An option renamed between versions is one average, under its newest label (ADR 037).
        positions: withEveryChoice<{ value: string; averagePosition: number | null }>(
          mergePositionsByLabel(
            values(rankings.get(q.id)).map((r) => ({
              value: r.value,
              position: Number(r.position),
              count: Number(r.count),
            })),
            labels.get(q.id),
          ).map((r) => ({
            value: r.value,
            averagePosition: Math.round(r.position * 100) / 100,
          })),
          choices,
          (value) => ({ value, averagePosition: null }),
        ),
      };
    }
    return {
      ...base,
      recent: (recents.get(q.id) ?? []).map((r) => ({
        responseId: String(r.id),
        text: type.toPlainText(r.answer, q),
        createdAt: iso(r.created_at),
        ...recentDetail(q, r.answer),
      })),
    };
  });
  return { total: answered.get(TOTAL) ?? 0, summaries };
}

/**
 * What the summary shows beside an answer's text: the files (so the page can link each one to its
 * access-checked download) or the coordinates (so locations read as a table). Stored answers were
 * validated on the way in; anything else found here is skipped, never trusted.
 */
function recentDetail(q: Question, answer: unknown) {
  if (getQuestionType(q.type).category === 'file') return { files: filesOf(answer) };
  if (q.type === 'LOCATION' && typeof answer === 'object' && answer !== null) {
    const { lat, lng, address } = answer as Record<string, unknown>;
    if (typeof lat === 'number' && typeof lng === 'number') {
      return { location: { lat, lng, ...(typeof address === 'string' ? { address } : {}) } };
    }
  }
  return {};
}
