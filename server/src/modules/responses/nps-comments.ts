/**
 * What NPS respondents wrote, per segment, for GET /api/nps.
 *
 * The rule: an NPS or NPS_RATING question's comments are the answers to the first SHORT_TEXT or
 * LONG_TEXT question after it in the same form (the next one by `order`, on any page), the usual
 * "Why did you give that score?" follow-up. A question with no text question after it has none.
 * Only non-blank text answers count, from responses whose NPS answer is a number.
 *
 * Per segment (promoters 9-10, passives 7-8, detractors 0-6) the most recent few come back, newest
 * first, each read through the (form_id, created_at) index from the newest row down until enough
 * match, so a form with a million responses costs a few index steps, not a scan.
 */
import { type SQL, sql } from 'drizzle-orm';
import { NPS_COMMENTS_PER_SEGMENT, type NpsComment } from '@core/api/responses';
import type { Db } from '../../db/database';
import { npsFormScope } from './nps-scope';
import { iso, queryRows } from './query-rows';

export type NpsSegment = 'promoters' | 'passives' | 'detractors';

export interface NpsCommentsOfQuestion {
  commentQuestion: { id: string; title: string } | null;
  comments: Record<NpsSegment, NpsComment[]>;
}

interface Row {
  form_id: string;
  question_id: string;
  comment_id: string | null;
  comment_title: string | null;
  segment: NpsSegment;
  id: string | number | null;
  score: string | number | null;
  text: string | null;
  created_at: string | Date | null;
}

/** Keyed by `${formId}/${questionId}`, for every NPS question in scope. */
export async function loadNpsComments(
  db: Db,
  userId: number,
  formId: string | undefined,
  /** The results filters on `responses r` (issue 32); `true` for none. */
  inScope: SQL = sql`true`,
): Promise<Map<string, NpsCommentsOfQuestion>> {
  const rows = await queryRows<Row>(
    db,
    sql`with nps as (
          select f.id as form_id, q.id as question_id, c.id as comment_id, c.title as comment_title
          from forms f
          join questions q on q.form_id = f.id and q.type in ('NPS', 'NPS_RATING')
          left join lateral (
            select c.id, c.title from questions c
            where c.form_id = q.form_id and c.type in ('SHORT_TEXT', 'LONG_TEXT') and c."order" > q."order"
            order by c."order", c.id limit 1
          ) c on true
          where ${npsFormScope(userId, formId)}
        )
        select n.form_id, n.question_id, n.comment_id, n.comment_title, s.segment,
               x.id, x.score, x.text, x.created_at
        from nps n
        cross join (values ('promoters', 9::numeric, null::numeric),
                           ('passives', 7::numeric, 8::numeric),
                           ('detractors', null::numeric, 6::numeric)) as s(segment, lo, hi)
        left join lateral (
          select r.id, v.score, r.answers ->> n.comment_id as text, r.created_at
          from responses r
          cross join lateral (
            -- CASE guards the cast: a non-number answer is no score rather than an error.
            select case when jsonb_typeof(r.answers -> n.question_id) = 'number'
                        then (r.answers ->> n.question_id)::numeric end as score
          ) v
          where n.comment_id is not null and r.form_id = n.form_id
            and jsonb_typeof(r.answers -> n.comment_id) = 'string'
            and btrim(r.answers ->> n.comment_id) <> ''
            and v.score >= coalesce(s.lo, v.score) and v.score <= coalesce(s.hi, v.score)
            and ${inScope}
          order by r.created_at desc, r.id desc
          limit ${NPS_COMMENTS_PER_SEGMENT}
        ) x on true
        order by n.form_id, n.question_id, s.segment, x.created_at desc, x.id desc`,
  );
  const result = new Map<string, NpsCommentsOfQuestion>();
  for (const r of rows) {
    const key = `${r.form_id}/${r.question_id}`;
    let entry = result.get(key);
    if (!entry) {
      entry = {
        commentQuestion:
          r.comment_id === null ? null : { id: r.comment_id, title: r.comment_title ?? '' },
        comments: { promoters: [], passives: [], detractors: [] },
      };
      result.set(key, entry);
    }
    if (r.id === null || r.text === null || r.created_at === null) continue;
    entry.comments[r.segment].push({
      responseId: String(r.id),
      score: Number(r.score),
      text: r.text,
      createdAt: iso(r.created_at),
    });
  }
  return result;
}
