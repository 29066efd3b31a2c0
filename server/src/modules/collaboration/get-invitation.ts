/**
 * GET /api/invitations/{invitationId}?token=...: what the invitation page shows, signed in or
 * not, so someone who followed the mail's link without an account sees what they are invited to
 * before signing up. A wrong token is 404, as for an unknown id.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type InvitationDetails,
  invitationDetailsSchema,
  invitationQuerySchema,
  respondToInvitationParamsSchema,
} from '@core/api/collaboration';
import { forms, invitations } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { displayName } from './collaboration-texts';
import { invitationTokenMatches } from './invitation-token';
import { findPerson } from './people';

export function registerGetInvitation(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/invitations/:invitationId',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['sharing'],
        summary: 'An invitation, for its page (the token from the link is required)',
        params: respondToInvitationParamsSchema,
        querystring: invitationQuerySchema,
        response: { 200: invitationDetailsSchema },
      },
    },
    async (request): Promise<InvitationDetails> => {
      const { db } = app.database;
      const [row] = await db
        .select({
          invitation: invitations,
          formTitle: forms.title,
          // The database's clock decides expiry everywhere (answering, the bell), so here too.
          expired: sql<boolean>`${invitations.expiresAt} <= now()`,
        })
        .from(invitations)
        .innerJoin(forms, eq(forms.id, invitations.formId))
        .where(eq(invitations.id, request.params.invitationId))
        .limit(1);
      if (!row || !invitationTokenMatches(request.query.token, row.invitation.tokenHash)) {
        throw notFound('Invitation not found');
      }
      const { invitation } = row;
      const inviter =
        invitation.invitedBy !== null ? await findPerson(db, invitation.invitedBy) : null;
      return {
        id: invitation.id,
        formId: invitation.formId,
        formTitle: row.formTitle,
        invitedBy: inviter ? displayName(inviter) : null,
        email: invitation.email,
        role: invitation.role,
        status: invitation.status === 'pending' && row.expired ? 'expired' : invitation.status,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },
  );
}
