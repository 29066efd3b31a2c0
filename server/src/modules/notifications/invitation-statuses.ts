/**
 * The current state of the invitations that invitation notifications point at. A notification is
 * written once, but its invitation moves on (answered, revoked, past its expiry), and the bell must
 * offer Accept and Decline only while they can still work.
 */
import { inArray, sql } from 'drizzle-orm';
import type { InvitationStatus } from '@core/api/notifications';
import type { Db } from '../../db/database';
import { invitations } from '../../db/schema';

export async function invitationStatuses(
  db: Db,
  ids: number[],
): Promise<Map<number, InvitationStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: invitations.id,
      // The database's clock decides expiry, as it does when the invitation is answered.
      status: sql<InvitationStatus>`case when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= now() then 'expired' else ${invitations.status} end`,
    })
    .from(invitations)
    .where(inArray(invitations.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}
