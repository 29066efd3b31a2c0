/**
 * DELETE /api/forms/{id}/invitations/{invitationId}: withdraw a pending invitation. Its link stops
 * working at once (answering a revoked one is 410), and its notification shows it as revoked.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationParamsSchema } from '@core/api/collaboration';
import { ERROR_CODES } from '@core/api/common';
import { invitations } from '../../db/schema';
import { loadFormAccess } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';

export function registerRevokeInvitation(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/forms/:id/invitations/:invitationId',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Revoke a pending invitation',
        params: invitationParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { form } = await loadFormAccess(request, request.params.id, 'share');
      const { db } = app.database;
      const where = and(
        eq(invitations.id, request.params.invitationId),
        eq(invitations.formId, form.id),
      );
      const [revoked] = await db
        .update(invitations)
        .set({ status: 'revoked' })
        .where(and(where, eq(invitations.status, 'pending')))
        .returning({ id: invitations.id });
      if (revoked) return reply.status(204).send(null);
      const [existing] = await db
        .select({ status: invitations.status })
        .from(invitations)
        .where(where)
        .limit(1);
      if (!existing) throw notFound('Invitation not found');
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        existing.status === 'revoked'
          ? 'This invitation was already revoked'
          : `This invitation was already ${existing.status}`,
      );
    },
  );
}
