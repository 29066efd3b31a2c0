/**
 * The figures a person would compute by hand over the bench form's responses (counts per choice,
 * averages, the NPS split, the grid, the latest comments), as hand-written SQL run concurrently:
 * the baseline bench/analytics and bench/versions compare the summary endpoint with.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';

export async function handWrittenSummary(db: Db, formId: string): Promise<void> {
  await Promise.all([
    db.execute(
      sql`select answers->>'color' v, count(*) from responses where form_id = ${formId} group by 1`,
    ),
    db.execute(
      sql`select answers->>'drop' v, count(*) from responses where form_id = ${formId} group by 1`,
    ),
    db.execute(
      sql`select answers->>'ok' v, count(*) from responses where form_id = ${formId} group by 1`,
    ),
    db.execute(
      sql`select t, count(*) from responses, jsonb_array_elements_text(answers->'tags') t where form_id = ${formId} group by 1`,
    ),
    ...['nps', 'stars', 'scale', 'age'].map((q) =>
      db.execute(sql`select avg((answers->>${q})::numeric), min((answers->>${q})::numeric), max((answers->>${q})::numeric),
                     count(*) filter (where (answers->>${q})::numeric >= 9) from responses where form_id = ${formId}`),
    ),
    ...['nps', 'stars', 'scale', 'age'].map((q) =>
      db.execute(
        sql`select answers->>${q}, count(*) from responses where form_id = ${formId} group by 1`,
      ),
    ),
    db.execute(
      sql`select e.key, e.value, count(*) from responses, jsonb_each_text(answers->'grid') e where form_id = ${formId} group by 1, 2`,
    ),
    db.execute(
      sql`select answers->'comment' from responses where form_id = ${formId} order by created_at desc limit 10`,
    ),
  ]);
}
