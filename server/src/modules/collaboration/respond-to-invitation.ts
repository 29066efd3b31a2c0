/**
 * POST /api/invitations/{invitationId}/respond (spec §7): accept or decline, with the token from
 * the notification's actionUrl or the mail's link.
 *
 * - Signed-in users only (401): accepting adds an account to the form.
 * - A wrong token is 404, as for an unknown id, so ids cannot be probed.
 * - Who may answer (ADR 029): an invitation sent by username, its invitee; one sent to an address,
 *   an account that has verified that address. The account whose address it is, unverified (or
 *   waiting to change to it), gets 403 EMAIL_NOT_VERIFIED with the address, and the page offers
 *   to send the link again; anyone else 403 FORBIDDEN. Declining is held to the same rule, or an
 *   impostor could turn down an invitation meant for the address's owner.
 * - One that can no longer be answered is 410 INVITATION_GONE, whatever the reason (answered
 *   before, so the token is single use; revoked; past its 7 days), and the message says which.
 *   410 rather than 400: the request is well formed, the thing it names is gone for good.
 *
 * The status moves from pending in one conditional UPDATE, so two answers racing cannot both win.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVITATION_GONE_CODE,
  respondToInvitationParamsSchema,
  respondToInvitationRequestSchema,
  respondToInvitationResponseSchema,
} from '@core/api/collaboration';
import { ERROR_CODES } from '@core/api/common';
import { emailNotVerifiedMessage } from '@core/api/email-verification';
import type { Db } from '../../db/database';
import { formCollaborators, forms, invitations, notifications } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { forbidden } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import type { UserRow } from '../identity/session-store';
import { notifyUser } from '../notifications/notify-user';
import { displayName, formPathFor, quoted, roleVerb } from './collaboration-texts';
import { invitationTokenMatches } from './invitation-token';
import { accessGrantedMail } from './mails/access-granted-mail';
import { invitationAnsweredMail } from './mails/invitation-answered-mail';
import { findPerson, type Person } from './people';

type InvitationRow = typeof invitations.$inferSelect;

/** The invitation the token opens, or 404 (unknown id and wrong token look the same). */
export async function invitationForToken(
  db: Db,
  invitationId: number,
  token: string,
): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  if (!row || !invitationTokenMatches(token, row.tokenHash)) throw notFound('Invitation not found');
  return row;
}

const SENT_TO_SOMEONE_ELSE =
  'This invitation was sent to someone else. Sign in with the account it was sent to.';

function assertMayAnswer(user: UserRow, invitation: InvitationRow): void {
  if (invitation.recipientKind === 'username') {
    if (invitation.inviteeId === user.id) return;
    throw forbidden(SENT_TO_SOMEONE_ELSE);
  }
  const address = invitation.email.toLowerCase();
  const own = user.email.toLowerCase() === address;
  if (own && user.emailVerifiedAt) return;
  if (own || user.pendingEmail === address) {
    throw new AppError(403, ERROR_CODES.emailNotVerified, emailNotVerifiedMessage(address), {
      email: address,
    });
  }
  throw forbidden(SENT_TO_SOMEONE_ELSE);
}

function gone(row: InvitationRow): AppError {
  const message =
    row.status === 'revoked'
      ? 'This invitation was withdrawn by the person who sent it.'
      : row.status === 'pending'
        ? 'This invitation has expired. Ask the person who sent it for a new one.'
        : 'This invitation has already been answered.';
  return new AppError(410, INVITATION_GONE_CODE, message);
}

/**
 * Answers the invitation and, in the same transaction, does what the answer means: the
 * collaborator row, the caller's access_granted notice and mail, the inviter's notice and mail,
 * and the caller's invitation notification marked read.
 */
async function respond(
  db: Db,
  linkOrigin: string,
  caller: Person,
  invitation: InvitationRow,
  accept: boolean,
) {
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(invitations)
      .set({
        status: accept ? 'accepted' : 'declined',
        respondedAt: new Date(),
        respondedBy: caller.id,
      })
      .where(
        and(
          eq(invitations.id, invitation.id),
          eq(invitations.status, 'pending'),
          gt(invitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!answered) {
      const [now] = await tx.select().from(invitations).where(eq(invitations.id, invitation.id));
      throw gone(now ?? invitation);
    }
    const [form] = await tx.select().from(forms).where(eq(forms.id, answered.formId));
    if (!form) throw notFound('Form not found');
    const { role } = answered;
    const title = quoted(form.title);
    const callerName = displayName(caller);
    const inviter = answered.invitedBy !== null ? await findPerson(tx, answered.invitedBy) : null;
    const owner = form.ownerId !== null ? await findPerson(tx, form.ownerId) : null;
    const redirectUrl = formPathFor(form.id, role);
    // The invitation is answered: its item in the bell needs no more attention.
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(
          eq(notifications.userId, caller.id),
          eq(notifications.type, 'invitation'),
          sql`${notifications.data}->>'invitationId' = ${String(invitation.id)}`,
        ),
      );
    if (accept && form.ownerId !== caller.id) {
      await tx
        .insert(formCollaborators)
        .values({ formId: form.id, userId: caller.id, role })
        .onConflictDoUpdate({
          target: [formCollaborators.formId, formCollaborators.userId],
          set: { role },
        });
      await notifyUser(tx, {
        userId: caller.id,
        type: 'access_granted',
        title: `You can now ${roleVerb(role)} ${title}`,
        message: `It's under Shared with me on your dashboard.`,
        data: { formId: form.id, actionUrl: redirectUrl },
      });
      await enqueueMail(
        tx,
        accessGrantedMail({
          to: caller.email,
          owner: owner ? displayName(owner) : 'The owner',
          formTitle: form.title,
          role,
          url: `${linkOrigin}${redirectUrl}`,
        }),
      );
    }
    if (inviter) {
      await notifyUser(tx, {
        userId: inviter.id,
        type: 'other',
        title: `${callerName} ${accept ? 'accepted' : 'declined'} your invitation`,
        message: accept
          ? `They can now ${roleVerb(role)} ${title}.`
          : `They won't have access to ${title}.`,
        data: { formId: form.id, invitationId: invitation.id, actionUrl: `/forms/${form.id}/edit` },
      });
      await enqueueMail(
        tx,
        invitationAnsweredMail({
          to: inviter.email,
          invitee: callerName,
          formTitle: form.title,
          role,
          accepted: accept,
          url: `${linkOrigin}/forms/${form.id}/edit`,
        }),
      );
    }
    return accept ? { redirectUrl } : {};
  });
}

export function registerRespondToInvitation(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/invitations/:invitationId/respond',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['sharing'],
        summary: 'Accept or decline an invitation',
        params: respondToInvitationParamsSchema,
        body: respondToInvitationRequestSchema,
        response: { 200: respondToInvitationResponseSchema },
      },
    },
    async (request) => {
      const user = request.identity.user;
      if (!user) {
        throw new AppError(401, ERROR_CODES.unauthorized, 'Sign in to answer this invitation');
      }
      const { db } = app.database;
      const { action, token } = request.body;
      const invitation = await invitationForToken(db, request.params.invitationId, token);
      assertMayAnswer(user, invitation);
      return respond(db, app.config.mail.linkOrigin, user, invitation, action === 'accept');
    },
  );
}
