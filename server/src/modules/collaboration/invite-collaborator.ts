/**
 * POST /api/forms/{id}/invitations: invite someone by e-mail address or username, as viewer or
 * editor. One transaction writes the invitation, the invitee's notification (when the username
 * names an account, or an account has verified the address) and the invitation mail, so none
 * exists without the others.
 *
 * Only the SHA-256 of the token is stored; the token itself travels in the mail's link and in the
 * notification's actionUrl (spec §7: the respond call takes it from there). Each person may send
 * INVITATIONS_PER_HOUR invitations an hour, counted in the database so every instance agrees.
 */
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CollaboratorRole,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_HOUR,
  invitationPath,
  inviteRequestSchema,
  inviteResponseSchema,
  type PendingInvitation,
} from '@core/api/collaboration';
import { ERROR_CODES } from '@core/api/common';
import { formIdParamsSchema } from '@core/api/forms';
import type { Db } from '../../db/database';
import { formCollaborators, invitations, users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { type FormRow, loadFormAccess } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { accountByEmail } from '../identity/account-by-email';
import { notifyUser } from '../notifications/notify-user';
import { displayName, quoted, roleAbilities, roleVerb } from './collaboration-texts';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { invitationMail } from './mails/invitation-mail';
import { type Person, personColumns } from './people';
import { toPendingInvitation } from './read-collaborators';

const recipientError = (message: string) =>
  new AppError(400, ERROR_CODES.validation, `recipient: ${message}`, {
    errors: { recipient: message },
  });

const emailSchema = z.email();

interface Recipient {
  email: string;
  account: Person | null;
  kind: 'email' | 'username';
}

/**
 * The address to write to, and the account behind it if there is one. An address names only the
 * account that verified it (ADR 029): an unverified claim gets no notification, and its account
 * cannot answer (respond-to-invitation.ts); the mail goes to the address, whose owner can answer
 * once their own account has verified it.
 */
async function resolveRecipient(db: Db, recipient: string): Promise<Recipient> {
  if (recipient.includes('@')) {
    const email = recipient.toLowerCase();
    if (!emailSchema.safeParse(email).success) throw recipientError('Enter a valid email address');
    const account = await accountByEmail(db, email, { verifiedOnly: true });
    return { email, account: account ? toPerson(account) : null, kind: 'email' };
  }
  // Usernames are unique regardless of case (registration checks it that way).
  const [account] = await db
    .select(personColumns)
    .from(users)
    .where(eq(sql`lower(${users.username})`, recipient.toLowerCase()))
    .limit(1);
  if (!account) throw recipientError(`No account has the username ${recipient}`);
  return { email: account.email.toLowerCase(), account, kind: 'username' };
}

const toPerson = ({ id, username, name, email }: Person): Person => ({ id, username, name, email });

export interface InviteInput {
  form: FormRow;
  inviter: Person;
  recipient: string;
  role: CollaboratorRole;
  linkOrigin: string;
}

export async function inviteCollaborator(db: Db, input: InviteInput): Promise<PendingInvitation> {
  const { form, inviter, role } = input;
  const { email, account, kind } = await resolveRecipient(db, input.recipient);
  if (account?.id === inviter.id || email === inviter.email.toLowerCase()) {
    throw recipientError("You can't invite yourself");
  }
  if (account && account.id === form.ownerId) {
    throw recipientError(`${displayName(account)} owns this form and already has access`);
  }
  const token = newInvitationToken();
  const row = await db.transaction(async (tx) => {
    // One invitation at a time per form, so two requests cannot both pass the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitations:${form.id}`}))`);
    const [sent] = await tx
      .select({ value: count() })
      .from(invitations)
      .where(
        and(
          eq(invitations.invitedBy, inviter.id),
          gt(invitations.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((sent?.value ?? 0) >= INVITATIONS_PER_HOUR) {
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `You can send ${INVITATIONS_PER_HOUR} invitations an hour. Try again later.`,
      );
    }
    if (account) {
      const [member] = await tx
        .select({ id: formCollaborators.id })
        .from(formCollaborators)
        .where(and(eq(formCollaborators.formId, form.id), eq(formCollaborators.userId, account.id)))
        .limit(1);
      if (member) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `${displayName(account)} already has access to this form`,
        );
      }
    }
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.formId, form.id),
          eq(invitations.status, 'pending'),
          gt(invitations.expiresAt, sql`now()`),
          account
            ? or(eq(invitations.email, email), eq(invitations.inviteeId, account.id))
            : eq(invitations.email, email),
        ),
      )
      .limit(1);
    if (pending) {
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        `An invitation to ${input.recipient} is already pending`,
      );
    }
    const [created] = await tx
      .insert(invitations)
      .values({
        formId: form.id,
        email,
        inviteeId: account?.id ?? null,
        recipientKind: kind,
        role,
        tokenHash: hashInvitationToken(token),
        invitedBy: inviter.id,
      })
      .returning();
    const path = invitationPath(created!.id, token);
    const inviterName = displayName(inviter);
    if (account) {
      await notifyUser(tx, {
        userId: account.id,
        type: 'invitation',
        title: `${inviterName} invited you to ${roleVerb(role)} ${quoted(form.title)}`,
        message: `${roleAbilities(role)} The invitation expires in ${INVITATION_TTL_DAYS} days.`,
        data: { invitationId: created!.id, actionUrl: path, formId: form.id },
      });
    }
    await enqueueMail(
      tx,
      invitationMail({
        to: email,
        inviter: inviterName,
        formTitle: form.title,
        role,
        url: `${input.linkOrigin}${path}`,
      }),
    );
    return created!;
  });
  return toPendingInvitation(row, account, inviter);
}

export function registerInviteCollaborator(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/forms/:id/invitations',
    {
      // Per client, on top of the per-person hourly cap: unknown usernames are refused without
      // counting as invitations, and must not become a cheap way to list accounts.
      config: { rateLimit: { max: 300, timeWindow: '1 hour' } },
      schema: {
        tags: ['sharing'],
        summary: 'Invite someone to a form by e-mail address or username',
        params: formIdParamsSchema,
        body: inviteRequestSchema,
        response: { 201: inviteResponseSchema },
      },
    },
    async (request, reply) => {
      const { form } = await loadFormAccess(request, request.params.id, 'share');
      // The access check refuses sharing without an account, so there is a user here.
      const inviter = request.identity.user!;
      const invitation = await inviteCollaborator(app.database.db, {
        form,
        inviter,
        recipient: request.body.recipient,
        role: request.body.role,
        linkOrigin: app.config.mail.linkOrigin,
      });
      return reply.status(201).send({ invitation });
    },
  );
}
