/**
 * GET /api/nps: NPS for every NPS and NPS_RATING question the signed-in user can see (own forms,
 * shared forms; admins: their own), per question and overall, with a weekly or monthly trend.
 * Promoters answer 9-10, passives 7-8, detractors 0-6; score = %promoters - %detractors.
 * Each question also carries its latest comments per segment (the rule is in nps-comments.ts).
 * The results filters (issue 32) narrow the responses counted; answer conditions name questions,
 * so they need `formId` (and the access check on that form).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { npsQuerySchema, npsResponseSchema, npsScore } from '@core/api/responses';
import { ERROR_CODES } from '@core/api/common';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadQuestions } from '../forms/form-mapping';
import { loadNpsComments } from './nps-comments';
import { npsFormScope } from './nps-scope';
import { iso, queryRows } from './query-rows';
import {
  checkResultFilters,
  responseColumnsOf,
  scopePredicate,
} from './result-filters/result-scope';

interface Row {
  form_id: string;
  form_title: string;
  question_id: string;
  question_title: string;
  period: string | null;
  promoters: number | string;
  passives: number | string;
  detractors: number | string;
}

const pct = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 10);

export function registerNpsAnalytics(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/nps',
    {
      schema: {
        tags: ['responses'],
        summary: 'NPS across the caller’s forms',
        querystring: npsQuerySchema,
        response: { 200: npsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = request.identity;
      if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not logged in');
      const { formId, interval } = request.query;
      if (request.query.filters?.length && !formId) {
        throw new AppError(400, ERROR_CODES.validation, 'filters: answer conditions need formId', {
          errors: { filters: 'answer conditions need formId' },
        });
      }
      // Version numbers are per form: across forms, "version 2" would mix unrelated definitions.
      if (request.query.version !== undefined && !formId) {
        throw new AppError(400, ERROR_CODES.validation, 'version: a version needs formId', {
          errors: { version: 'a version needs formId' },
        });
      }
      const formQuestions = request.query.filters?.length
        ? await loadQuestions(app.database.db, (await loadFormFor(request, formId!, 'view')).id)
        : [];
      const inScope = scopePredicate(
        checkResultFilters(formQuestions, request.query),
        responseColumnsOf('r'),
      );
      const unit = sql.raw(interval === 'week' ? `'week'` : `'month'`);
      // Grouped by question and period with a rollup row (period null) per question.
      const [rows, comments] = await Promise.all([
        queryRows<Row>(
          app.database.db,
          sql`select f.id as form_id, f.title as form_title, q.id as question_id, q.title as question_title,
                   date_trunc(${unit}, r.created_at) as period,
                   count(*) filter (where (r.answers ->> q.id)::numeric >= 9) as promoters,
                   count(*) filter (where (r.answers ->> q.id)::numeric between 7 and 8) as passives,
                   count(*) filter (where (r.answers ->> q.id)::numeric <= 6) as detractors
            from forms f
            join questions q on q.form_id = f.id and q.type in ('NPS', 'NPS_RATING')
            left join responses r on r.form_id = f.id and jsonb_typeof(r.answers -> q.id) = 'number' and ${inScope}
            where ${npsFormScope(user.id, formId)}
            group by grouping sets ((f.id, f.title, q.id, q.title, date_trunc(${unit}, r.created_at)), (f.id, f.title, q.id, q.title))
            order by f.title, q.id, period nulls first`,
        ),
        loadNpsComments(app.database.db, user.id, formId, inScope),
      ]);
      const questions = new Map<string, ReturnType<typeof emptyQuestion>>();
      function emptyQuestion(r: Row) {
        return {
          formId: r.form_id,
          formTitle: r.form_title,
          questionId: r.question_id,
          questionTitle: r.question_title,
          answers: 0,
          score: null as number | null,
          promoters: 0,
          passives: 0,
          detractors: 0,
          trend: [] as { period: string; answers: number; score: number | null }[],
          ...(comments.get(`${r.form_id}/${r.question_id}`) ?? {
            commentQuestion: null,
            comments: { promoters: [], passives: [], detractors: [] },
          }),
        };
      }
      let [tp, tpa, td] = [0, 0, 0];
      for (const r of rows) {
        const key = `${r.form_id}/${r.question_id}`;
        const entry = questions.get(key) ?? emptyQuestion(r);
        questions.set(key, entry);
        const [p, pa, d] = [Number(r.promoters), Number(r.passives), Number(r.detractors)];
        if (r.period === null) {
          const n = p + pa + d;
          Object.assign(entry, {
            answers: n,
            score: npsScore(p, pa, d),
            promoters: pct(p, n),
            passives: pct(pa, n),
            detractors: pct(d, n),
          });
          [tp, tpa, td] = [tp + p, tpa + pa, td + d];
        } else {
          entry.trend.push({
            period: iso(r.period),
            answers: p + pa + d,
            score: npsScore(p, pa, d),
          });
        }
      }
      const total = tp + tpa + td;
      return {
        overall: {
          answers: total,
          score: npsScore(tp, tpa, td),
          promoters: pct(tp, total),
          passives: pct(tpa, total),
          detractors: pct(td, total),
        },
        questions: [...questions.values()],
      };
    },
  );
}
