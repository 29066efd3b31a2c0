/** DELETE /api/templates/{id}: the caller's own template; anyone else's, or a global one, is 404. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { templateIdParamsSchema } from '@core/api/templates';
import { templates } from '../../db/schema';
import { notFound } from '../../plugins/errors';

export function registerDeleteTemplate(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/templates/:id',
    {
      schema: {
        tags: ['templates'],
        summary: 'Delete one of your own templates',
        params: templateIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.identity.user;
      // Global templates are retired by an admin, never deleted through this route.
      const deleted = user
        ? await app.database.db
            .delete(templates)
            .where(and(eq(templates.id, request.params.id), eq(templates.ownerId, user.id)))
            .returning({ id: templates.id })
        : [];
      if (deleted.length === 0) throw notFound('Template not found');
      return reply.status(204).send(null);
    },
  );
}
