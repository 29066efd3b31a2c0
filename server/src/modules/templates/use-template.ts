/**
 * POST /api/templates/{id}/use: a new form from the template, owned by the caller. It goes through
 * the create-form use case, so a guest gets a guest form counted toward the guest form limit, as
 * with any new form. The form's theme names the template it came from.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { templateIdParamsSchema, useTemplateResponseSchema } from '@core/api/templates';
import { formDefinitionSchema } from '@core/form/definition';
import { createForm } from '../forms/create-form';
import { loadTemplateFor } from './template-access';

export function registerUseTemplate(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/templates/:id/use',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 hour' } },
      schema: {
        tags: ['templates'],
        summary: 'Create a form from a template',
        params: templateIdParamsSchema,
        response: { 201: useTemplateResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const template = await loadTemplateFor(request, request.params.id);
      const definition = formDefinitionSchema.parse(template.definition);
      const form = await createForm(request, reply, {
        ...definition,
        theme: { ...definition.theme, templateId: template.id },
      });
      return reply.status(201).send({ id: form.id });
    },
  );
}
