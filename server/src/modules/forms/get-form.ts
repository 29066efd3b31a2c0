/** GET /api/forms/{id}: the whole definition; also the spec's access check (404 when denied). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formDetailSchema, formIdParamsSchema } from '@core/api/forms';
import { loadFormAccess } from '../../plugins/access';
import { loadQuestions, toFormDetail } from './form-mapping';

export function registerGetForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id',
    {
      schema: {
        tags: ['forms'],
        summary: 'A form with its questions',
        params: formIdParamsSchema,
        response: { 200: formDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { form, permissions } = await loadFormAccess(request, request.params.id, 'view');
      return toFormDetail(form, await loadQuestions(app.database.db, form.id), permissions);
    },
  );
}
