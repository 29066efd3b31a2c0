/** DELETE /api/forms/{id}: removes the form with its questions, responses and drafts (cascade). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import { forms } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { invalidatePublicForm } from '../respondent/load-public-form';

export function registerDeleteForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/forms/:id',
    {
      schema: {
        tags: ['forms'],
        summary: 'Delete a form',
        params: formIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await loadFormFor(request, request.params.id, 'manage');
      await app.database.db.delete(forms).where(eq(forms.id, form.id));
      invalidatePublicForm(form.id);
      return reply.status(204).send(null);
    },
  );
}
