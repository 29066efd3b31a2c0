/**
 * GET /api/forms/{id}/collaborators: who is on the form. Anyone who can see the form sees its
 * owner and collaborators and their own permissions; pending invitations only those who can share.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collaboratorsResponseSchema } from '@core/api/collaboration';
import { formIdParamsSchema } from '@core/api/forms';
import { loadFormAccess } from '../../plugins/access';
import { readCollaborators } from './read-collaborators';

export function registerListCollaborators(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/collaborators',
    {
      schema: {
        tags: ['sharing'],
        summary: "A form's owner, collaborators and pending invitations",
        params: formIdParamsSchema,
        response: { 200: collaboratorsResponseSchema },
      },
    },
    async (request) => {
      const { form, permissions } = await loadFormAccess(request, request.params.id, 'view');
      return readCollaborators(app.database.db, form, permissions);
    },
  );
}
