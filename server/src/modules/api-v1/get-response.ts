/** GET /api/v1/forms/{id}/responses/{responseId}: one response, through the access check. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v1ResponseParamsSchema, v1ResponseSchema } from '@core/api/v1';
import { responses } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { V1_SECURITY } from './v1-docs';
import { loadQuestionInfo, toV1Response } from './v1-mapping';

export function registerV1GetResponse(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/forms/:id/responses/:responseId',
    {
      schema: {
        tags: ['v1'],
        summary: 'Get one response',
        security: V1_SECURITY,
        params: v1ResponseParamsSchema,
        response: { 200: v1ResponseSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const [[row], questions] = await Promise.all([
        db
          .select()
          .from(responses)
          .where(and(eq(responses.id, request.params.responseId), eq(responses.formId, form.id)))
          .limit(1),
        loadQuestionInfo(db, form.id),
      ]);
      if (!row) throw notFound('Response not found');
      return toV1Response(row, questions);
    },
  );
}
