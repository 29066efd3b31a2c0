/**
 * GET /api/forms/{id}/export.csv: every response (filters apply), one column per question in form
 * order, plain-text answers from each question type, formula-like cells neutralised. Streamed in
 * keyset batches, so memory stays flat whatever the size.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formIdParamsSchema } from '@core/api/forms';
import { neutralizeCell, responseListQuerySchema } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import type { Db } from '../../db/database';
import { loadFormFor } from '../../plugins/access';
import { loadQuestions } from '../forms/form-mapping';
import { responseFilters } from './list-responses';
import { iso, queryRows } from './query-rows';

const BATCH = 2000;

export function csvCell(text: string): string {
  const safe = neutralizeCell(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const exportQuerySchema = responseListQuerySchema.omit({ cursor: true, limit: true, status: true });

async function* csvLines(
  db: Db,
  formId: string,
  questions: Question[],
  filters: ReturnType<typeof responseFilters>,
) {
  const types = questions.map((q) => getQuestionType(q.type));
  // A byte-order mark so spreadsheet apps read UTF-8 correctly.
  yield `\uFEFF${['Response ID', 'Submitted at', 'Completed', 'Referrer', ...questions.map((q) => q.title)].map(csvCell).join(',')}\r\n`;
  // Keyset on the identity column: monotonic, unique and exact (timestamps lose microseconds in JS).
  let cursor: string | null = null;
  for (;;) {
    const where = [...filters];
    if (cursor) where.push(sql`id > ${cursor}::bigint`);
    const rows: {
      id: string | number;
      created_at: string;
      completed: boolean;
      referrer: string | null;
      answers: Record<string, unknown>;
    }[] = await queryRows(
      db,
      sql`select id, created_at, completed, referrer, answers from responses
            where ${sql.join(where, sql` and `)} order by id limit ${BATCH}`,
    );
    if (rows.length === 0) return;
    let chunk = '';
    for (const r of rows) {
      const cells = [String(r.id), iso(r.created_at), r.completed ? 'yes' : 'no', r.referrer ?? ''];
      questions.forEach((q, i) => {
        const answer = r.answers?.[q.id];
        cells.push(answer === undefined || answer === null ? '' : types[i]!.toPlainText(answer, q));
      });
      chunk += `${cells.map(csvCell).join(',')}\r\n`;
    }
    yield chunk;
    const last = rows.at(-1)!;
    cursor = String(last.id);
    if (rows.length < BATCH) return;
  }
}

export function registerExportResponses(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/export.csv',
    {
      schema: {
        tags: ['responses'],
        summary: 'Export responses as CSV (streamed)',
        params: formIdParamsSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const questions = (await loadQuestions(db, form.id)).filter((q) => {
        const t = getQuestionType(q.type);
        return t.answerable && t.storesAnswer;
      });
      const filters = responseFilters(
        form.id,
        { ...request.query, status: 'completed' },
        sql.raw('created_at'),
      );
      const safeTitle = form.title.replace(/[^\w .-]/g, '_').slice(0, 80) || 'responses';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${safeTitle}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(csvLines(db, form.id, questions, filters)));
    },
  );
}
