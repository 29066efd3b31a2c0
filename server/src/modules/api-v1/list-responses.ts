/**
 * GET /api/v1/forms/{id}/responses: a form's responses in keyset pages over (created_at, id),
 * newest first or, with order=asc, oldest first; `since` keeps those submitted at or after an
 * instant. A program that follows new responses asks with order=asc and since = the last
 * submittedAt it saw, and skips ids it already has (the bound is inclusive, so none is missed).
 */
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@core/api/common';
import { v1FormParamsSchema, v1ResponseListQuerySchema, v1ResponseListSchema } from '@core/api/v1';
import { decodeCursor, encodeCursor, exactTimestamp, keysetAfter } from '../../db/keyset-cursor';
import { responses } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { V1_SECURITY } from './v1-docs';
import { loadQuestionInfo, toV1Response } from './v1-mapping';

export function registerV1ListResponses(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/forms/:id/responses',
    {
      schema: {
        tags: ['v1'],
        summary: "List a form's responses",
        description:
          'Keyset pages: pass `nextCursor` back as `cursor` (with the same `since` and `order`). `since` is inclusive.',
        security: V1_SECURITY,
        params: v1FormParamsSchema,
        querystring: v1ResponseListQuerySchema,
        response: { 200: v1ResponseListSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { limit, since, order } = request.query;
      const cursor = request.query.cursor === undefined ? null : decodeCursor(request.query.cursor);
      if (request.query.cursor !== undefined && !cursor) {
        throw new AppError(400, ERROR_CODES.validation, 'Invalid cursor');
      }
      const { db } = app.database;
      const at = sql`${responses.createdAt}`;
      const where: SQL[] = [eq(responses.formId, form.id)];
      if (since) where.push(gte(responses.createdAt, sql`${since}::timestamptz`));
      // Resumed after the exact (timestamp, id) pair: one batch of submissions shares a timestamp.
      if (cursor) where.push(keysetAfter(at, sql`${responses.id}`, cursor, order));
      const direction = order === 'asc' ? asc : desc;
      const [rows, questions] = await Promise.all([
        db
          .select({
            id: responses.id,
            formId: responses.formId,
            createdAt: responses.createdAt,
            updatedAt: responses.updatedAt,
            answers: responses.answers,
            formVersion: responses.formVersion,
            language: responses.language,
            cursorAt: exactTimestamp(at).mapWith(String),
          })
          .from(responses)
          .where(and(...where))
          .orderBy(direction(responses.createdAt), direction(responses.id))
          .limit(limit + 1),
        loadQuestionInfo(db, form.id),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((r) => toV1Response(r, questions)),
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({ at: last.cursorAt, id: String(last.id) })
            : null,
      };
    },
  );
}
