/**
 * The shared report's trend (issue 32 items 2 and 5): per month (UTC: a report's readers are
 * anywhere), how many responses in the report's scope arrived, and the average of each score
 * question shown on the report (ratings, scales, NPS, numbers), so a reader sees whether
 * satisfaction moved. The last 24 months with responses at most, oldest first.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import type { Db } from '../../db/database';
import { queryRows } from '../responses/query-rows';
import { averagedNumber } from '../responses/result-filters/answer-sql';

export interface ReportTrend {
  /** The score questions averaged, in the form's order. */
  questions: { id: string; title: string }[];
  months: { month: string; responses: number; averages: (number | null)[] }[];
}

const MONTHS = 24;
/** Enough columns for a phone's width to stay readable. */
const MAX_AVERAGES = 3;

/** A score as the trends endpoint averages it (the same expression). */
const scoreOf = (id: string): SQL => averagedNumber(sql`(answers -> ${id})`);

export async function reportTrend(
  db: Db,
  formId: string,
  shown: readonly Question[],
  scope: SQL | null,
): Promise<ReportTrend> {
  const scores = shown
    .filter((q) => getQuestionType(q.type).summary === 'numbers')
    .slice(0, MAX_AVERAGES);
  const averages = scores.map((q, i) => sql`, avg(${scoreOf(q.id)}) as ${sql.raw(`a${i}`)}`);
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
          count(*) as responses${sql.join(averages, sql``)}
        from responses where form_id = ${formId} and ${scope ?? sql`true`}
        group by 1 order by 1 desc limit ${MONTHS}`,
  );
  const round = (v: string | number | null) =>
    v === null ? null : Math.round(Number(v) * 100) / 100;
  return {
    questions: scores.map((q) => ({ id: q.id, title: q.title })),
    months: rows.reverse().map((row) => ({
      month: String(row.month),
      responses: Number(row.responses),
      averages: scores.map((_, i) => round(row[`a${i}`] ?? null)),
    })),
  };
}
