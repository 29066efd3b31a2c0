/** GET /api/forms/{id}: the whole definition; also the spec's access check (404 when denied). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formDetailSchema, formIdParamsSchema } from '@core/api/forms';
import { loadFormAccess } from '../../plugins/access';
import { loadQuestions, toFormDetail } from './form-mapping';
import { hasUnpublishedChanges } from './form-versions-store';

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
      const { db } = app.database;
      const draft = await loadQuestions(db, form.id);
      return toFormDetail(form, draft, permissions, await hasUnpublishedChanges(db, form, draft));
    },
  );
}
