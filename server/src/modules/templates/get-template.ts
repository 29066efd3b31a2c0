/** GET /api/templates/{id}: a template's whole definition, for the preview and the builder. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { templateDetailSchema, templateIdParamsSchema } from '@core/api/templates';
import { loadTemplateFor, toTemplateDetail } from './template-access';

export function registerGetTemplate(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/templates/:id',
    {
      schema: {
        tags: ['templates'],
        summary: 'A template with its full form definition',
        params: templateIdParamsSchema,
        response: { 200: templateDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => toTemplateDetail(await loadTemplateFor(request, request.params.id)),
  );
}
