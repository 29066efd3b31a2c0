/**
 * GET /api/forms/{id}/summary: per-question summaries computed in the database (never by loading
 * responses into Node), plus the completion funnel from events and drafts. One aggregate query per
 * question, run concurrently.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { formSummaryResponseSchema, npsScore, type QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import type { Db } from '../../db/database';
import { loadFormFor } from '../../plugins/access';
import { loadQuestions } from '../forms/form-mapping';
import { iso, queryRows } from './query-rows';

const CHOICE = new Set(['MULTIPLE_CHOICE', 'DROPDOWN', 'YES_NO', 'IMAGE_CHOICE']);
const MULTI = new Set(['CHECKBOX', 'MULTIPLE_DATE_PICKER']);
const NUMERIC = new Set(['RATING', 'SCALE', 'NUMBER', 'NPS', 'NPS_RATING']);
const GRID = new Set(['MATRIX', 'LIKERT_SCALE']);
const RECENT_LIMIT = 10;

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 10);

async function countsOf(db: Db, formId: string, q: Question, multi: boolean) {
  // Arrays (checkboxes, multi-select image choice) count each selected value.
  const values = multi
    ? sql`jsonb_array_elements_text(case when jsonb_typeof(answers -> ${q.id}) = 'array' then answers -> ${q.id} else jsonb_build_array(answers -> ${q.id}) end)`
    : sql`(select answers ->> ${q.id})`;
  return queryRows<{ value: string; count: number | string }>(
    db,
    sql`select v.value, count(*) as count from responses, lateral ${values} as v(value)
        where form_id = ${formId} and answers ? ${q.id} group by v.value order by count(*) desc, v.value`,
  );
}

async function summarize(db: Db, formId: string, q: Question): Promise<QuestionSummary> {
  const base = { questionId: q.id, type: q.type, title: q.title };
  const [{ answered }] = (await queryRows<{ answered: number | string }>(
    db,
    sql`select count(*) as answered from responses where form_id = ${formId} and answers ? ${q.id}`,
  )) as [{ answered: number | string }];
  const n = Number(answered);
  if (CHOICE.has(q.type) || MULTI.has(q.type)) {
    const rows = await countsOf(db, formId, q, MULTI.has(q.type) || q.type === 'IMAGE_CHOICE');
    return {
      ...base,
      answered: n,
      counts: rows.map((r) => ({
        value: r.value,
        count: Number(r.count),
        percent: pct(Number(r.count), n),
      })),
    };
  }
  if (NUMERIC.has(q.type)) {
    const [stats] = await queryRows<Record<string, number | string | null>>(
      db,
      sql`select avg((answers ->> ${q.id})::numeric) as average, min((answers ->> ${q.id})::numeric) as min,
                 max((answers ->> ${q.id})::numeric) as max,
                 count(*) filter (where (answers ->> ${q.id})::numeric >= 9) as promoters,
                 count(*) filter (where (answers ->> ${q.id})::numeric between 7 and 8) as passives,
                 count(*) filter (where (answers ->> ${q.id})::numeric <= 6) as detractors
          from responses where form_id = ${formId} and jsonb_typeof(answers -> ${q.id}) = 'number'`,
    );
    const rows = await countsOf(db, formId, q, false);
    const num = (v: unknown) =>
      v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100;
    const summary: QuestionSummary = {
      ...base,
      answered: n,
      average: num(stats?.average),
      min: num(stats?.min),
      max: num(stats?.max),
      counts: rows
        .map((r) => ({ value: r.value, count: Number(r.count), percent: pct(Number(r.count), n) }))
        .sort((a, b) => Number(a.value) - Number(b.value)),
    };
    if (q.type === 'NPS' || q.type === 'NPS_RATING') {
      const [p, pa, d] = [
        Number(stats?.promoters ?? 0),
        Number(stats?.passives ?? 0),
        Number(stats?.detractors ?? 0),
      ];
      summary.nps = {
        score: npsScore(p, pa, d),
        promoters: pct(p, n),
        passives: pct(pa, n),
        detractors: pct(d, n),
      };
    }
    return summary;
  }
  if (GRID.has(q.type)) {
    const rows = await queryRows<{ row: string; column: string; count: number | string }>(
      db,
      sql`select e.key as row, e.value as column, count(*) as count from responses,
          lateral jsonb_each_text(case when jsonb_typeof(answers -> ${q.id}) = 'object' then answers -> ${q.id} else '{}'::jsonb end) as e
          where form_id = ${formId} and answers ? ${q.id} group by e.key, e.value order by e.key, e.value`,
    );
    return {
      ...base,
      answered: n,
      grid: rows.map((r) => ({ row: r.row, column: r.column, count: Number(r.count) })),
    };
  }
  if (q.type === 'RANKING') {
    const rows = await queryRows<{ value: string; position: number | string }>(
      db,
      sql`select e.value, avg(e.ordinality) as position from responses,
          lateral jsonb_array_elements_text(case when jsonb_typeof(answers -> ${q.id}) = 'array' then answers -> ${q.id} else '[]'::jsonb end) with ordinality as e(value, ordinality)
          where form_id = ${formId} group by e.value order by avg(e.ordinality)`,
    );
    return {
      ...base,
      answered: n,
      positions: rows.map((r) => ({
        value: r.value,
        averagePosition: Math.round(Number(r.position) * 100) / 100,
      })),
    };
  }
  const rows = await queryRows<{ id: string | number; answer: unknown; created_at: string }>(
    db,
    sql`select id, answers -> ${q.id} as answer, created_at from responses
        where form_id = ${formId} and answers ? ${q.id} order by created_at desc, id desc limit ${RECENT_LIMIT}`,
  );
  const type = getQuestionType(q.type);
  return {
    ...base,
    answered: n,
    recent: rows.map((r) => ({
      responseId: String(r.id),
      text: type.toPlainText(r.answer, q),
      createdAt: iso(r.created_at),
    })),
  };
}

export function registerSummarizeForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/summary',
    {
      schema: {
        tags: ['responses'],
        summary: 'Per-question summaries and the completion funnel',
        params: formIdParamsSchema,
        response: { 200: formSummaryResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const questions = (await loadQuestions(db, form.id)).filter((q) => {
        const t = getQuestionType(q.type);
        return t.answerable && t.storesAnswer;
      });
      const [totals] = await queryRows<Record<string, number | string>>(
        db,
        sql`select (select count(*) from responses where form_id = ${form.id}) as total,
                   (select count(*) from embed_analytics where form_id = ${form.id} and event_type = 'view') as views,
                   (select count(*) from form_drafts where form_id = ${form.id}) as drafts,
                   (select count(*) from embed_analytics where form_id = ${form.id} and event_type = 'start') as starts`,
      );
      const total = Number(totals?.total ?? 0);
      const summaries = await Promise.all(questions.map((q) => summarize(db, form.id, q)));
      return {
        totalResponses: total,
        funnel: {
          views: Number(totals?.views ?? 0),
          // A start is a first answer: an event, or a saved draft when events were blocked.
          starts: Math.max(Number(totals?.starts ?? 0), Number(totals?.drafts ?? 0), total),
          completions: total,
        },
        questions: summaries,
      };
    },
  );
}
