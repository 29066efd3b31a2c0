/**
 * GET /api/forms/{id}/responses: completed responses, or partial ones (drafts), newest first, with
 * keyset pagination (stable under inserts, constant cost per page at any depth), the results
 * filters (date range, completed, answer conditions: result-filters/), the older single-answer
 * filter and text search.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import {
  type ResponseItem,
  type ResponseListQuery,
  responseListQuerySchema,
  responseListSchema,
} from '@core/api/responses';
import { decodeCursor, encodeCursor, exactTimestamp, keysetAfter } from '../../db/keyset-cursor';
import { containsText } from '../../db/like-pattern';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { iso, queryRows } from './query-rows';
import {
  type CheckedFilters,
  DRAFT_COLUMNS,
  loadResultFilters,
  RESPONSE_COLUMNS,
  type ScopeColumns,
  scopeConditions,
} from './result-filters/result-scope';
import { exportColumns } from './export-columns';

interface Row {
  id: string | number;
  /** The sort timestamp to the microsecond, for the cursor (see db/keyset-cursor.ts). */
  cursor_at: string;
  created_at: string;
  updated_at: string;
  completed: boolean;
  referrer: string | null;
  form_version: number | null;
  language: string | null;
  answers: Record<string, unknown>;
}

/** The WHERE conditions shared by the list and the export. */
export function responseFilters(
  formId: string,
  query: Pick<ResponseListQuery, 'questionId' | 'answer' | 'q'>,
  filters: CheckedFilters,
  columns: ScopeColumns = RESPONSE_COLUMNS,
): SQL[] {
  const where: SQL[] = [sql`form_id = ${formId}`, ...scopeConditions(filters, columns)];
  if (query.questionId && query.answer !== undefined) {
    where.push(
      sql`(answers ->> ${query.questionId} = ${query.answer} or answers -> ${query.questionId} @> ${JSON.stringify([query.answer])}::jsonb)`,
    );
  }
  if (query.q) {
    where.push(
      sql`exists (select 1 from jsonb_each_text(answers) e where ${containsText(sql`e.value`, query.q)})`,
    );
  }
  return where;
}

export function registerListResponses(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/responses',
    {
      schema: {
        tags: ['responses'],
        summary: "A form's responses (keyset pages)",
        params: formIdParamsSchema,
        querystring: responseListQuerySchema,
        response: { 200: responseListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const query = request.query;
      const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !cursor)
        throw new AppError(400, 'VALIDATION_ERROR', 'Invalid cursor');
      const partial = query.status === 'partial';
      const columns = partial ? DRAFT_COLUMNS : RESPONSE_COLUMNS;
      const at = columns.at;
      // Conditions may name any question a version had, as on the summary and the exports: a
      // removed question's answers are still stored (ADR 036).
      const known = query.filters?.length
        ? (await exportColumns(app.database.db, form.id, query.version)).map((c) => c.question)
        : [];
      const filters = await loadResultFilters(app.database.db, form, query, known);
      const where = responseFilters(form.id, query, filters, columns);
      if (partial) where.push(sql`is_completed = false`);
      // Ordered by (timestamp, id) and resumed after the exact pair: rows stored by one statement
      // share their timestamp, so the id alone tells them apart.
      if (cursor) where.push(keysetAfter(at, sql.raw('id'), cursor, 'desc'));
      const source = partial
        ? sql`select id, ${exactTimestamp(at)} as cursor_at, last_updated as created_at, last_updated as updated_at, false as completed, null::text as referrer, form_version, language, answers from form_drafts`
        : sql`select id, ${exactTimestamp(at)} as cursor_at, created_at, updated_at, completed, referrer, form_version, language, answers from responses`;
      const rows = await queryRows<Row>(
        app.database.db,
        sql`${source} where ${sql.join(where, sql` and `)} order by ${at} desc, id desc limit ${query.limit + 1}`,
      );
      const page = rows.slice(0, query.limit);
      const items: ResponseItem[] = page.map((r) => ({
        id: String(r.id),
        kind: partial ? 'draft' : 'response',
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        completed: r.completed,
        referrer: r.referrer,
        formVersion: r.form_version,
        language: r.language ?? null,
        answers: r.answers ?? {},
      }));
      const last = page.at(-1);
      const nextCursor =
        rows.length > query.limit && last
          ? encodeCursor({ at: last.cursor_at, id: String(last.id) })
          : null;
      return { items, nextCursor };
    },
  );
}
