/**
 * The people on a form: its owner, its collaborators, and (for those who may share) its pending
 * invitations. Shared by GET /api/forms/{id}/collaborators and the answers of the changes to it.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CollaboratorsResponse, PendingInvitation } from '@core/api/collaboration';
import type { FormPermissions } from '@core/api/form-permissions';
import type { Db } from '../../db/database';
import { formCollaborators, invitations, users } from '../../db/schema';
import type { FormRow } from '../../plugins/access';
import { displayName } from './collaboration-texts';
import { findPerson, personColumns } from './people';

type InvitationRow = typeof invitations.$inferSelect;

/**
 * An invitation sent by username names an account whose address the sharer never typed, so its
 * address is shown masked (j•••@example.com): the Share dialog must not reveal anyone's e-mail.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export function toPendingInvitation(
  row: InvitationRow,
  invitee: { username: string } | null,
  inviter: { name: string | null; username: string } | null,
): PendingInvitation {
  return {
    id: row.id,
    email: invitee ? maskEmail(row.email) : row.email,
    username: invitee?.username ?? null,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: inviter ? displayName(inviter) : null,
  };
}

export async function readCollaborators(
  db: Db,
  form: FormRow,
  permissions: FormPermissions,
): Promise<CollaboratorsResponse> {
  const owner = form.ownerId !== null ? await findPerson(db, form.ownerId) : null;
  const people = await db
    .select({
      ...personColumns,
      role: formCollaborators.role,
      addedAt: formCollaborators.createdAt,
    })
    .from(formCollaborators)
    .innerJoin(users, eq(users.id, formCollaborators.userId))
    .where(eq(formCollaborators.formId, form.id))
    .orderBy(asc(formCollaborators.createdAt), asc(formCollaborators.id));
  return {
    owner: owner && {
      userId: owner.id,
      username: owner.username,
      name: owner.name,
      email: owner.email,
    },
    collaborators: people.map((p) => ({
      userId: p.id,
      username: p.username,
      name: p.name,
      email: p.email,
      role: p.role,
      addedAt: p.addedAt.toISOString(),
    })),
    invitations: permissions.canShare ? await pendingInvitations(db, form.id) : [],
    permissions,
  };
}

/** Pending and not yet expired (by the database's clock, as when one is answered). */
async function pendingInvitations(db: Db, formId: string): Promise<PendingInvitation[]> {
  const invitee = alias(users, 'invitee');
  const rows = await db
    .select({
      invitation: invitations,
      inviteeUsername: invitee.username,
      inviterName: users.name,
      inviterUsername: users.username,
    })
    .from(invitations)
    .leftJoin(invitee, eq(invitee.id, invitations.inviteeId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.formId, formId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
  return rows.map((r) =>
    toPendingInvitation(
      r.invitation,
      r.inviteeUsername !== null ? { username: r.inviteeUsername } : null,
      r.inviterUsername !== null ? { name: r.inviterName, username: r.inviterUsername } : null,
    ),
  );
}
