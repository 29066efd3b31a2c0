/** GET /api/v1/forms/{id}: one form with its questions, through the app's access check ('view'). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v1FormDetailSchema, v1FormParamsSchema } from '@core/api/v1';
import { loadFormAccess } from '../../plugins/access';
import { V1_SECURITY } from './v1-docs';
import { loadQuestionInfo, toV1Form, v1Options } from './v1-mapping';

export function registerV1GetForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/forms/:id',
    {
      schema: {
        tags: ['v1'],
        summary: 'Get a form with its questions',
        description: 'A form you cannot see answers 404, exactly as one that does not exist.',
        security: V1_SECURITY,
        params: v1FormParamsSchema,
        response: { 200: v1FormDetailSchema },
      },
    },
    async (request) => {
      const { form, permissions } = await loadFormAccess(request, request.params.id, 'view');
      const questions = await loadQuestionInfo(app.database.db, form.id);
      return {
        ...toV1Form(form, permissions.role),
        questions: questions.map((q) => ({
          id: q.id,
          type: q.type,
          title: q.title,
          description: q.description,
          required: q.required,
          order: q.order,
          options: v1Options(q.options),
        })),
      };
    },
  );
}
