/**
 * Whose account a Stripe event changes (issue 27): the user who owns the event's customer, and
 * nobody else. The customer is what paid; the metadata (`client_reference_id`, `metadata.userId`)
 * is what Formloom wrote when the checkout began, and only confirms it. An event is refused, and
 * changes nothing, when:
 *
 * - it names no customer, or a customer no account owns: every checkout starts from the customer
 *   ensure-stripe-customer.ts created and stored for its user, so an unknown one is not ours (or
 *   belongs to an erased account), and taking the metadata's word would let it give Pro away;
 * - two accounts hold the customer (left by the code before this check): which one is meant
 *   cannot be known;
 * - its metadata names another user than the customer's owner: a signed event of our Stripe
 *   account that disagrees with itself is applied to neither of the two.
 *
 * The owner's row is locked for the event's transaction, as the appliers expect.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../identity/session-store';
import type { EventParties } from './stripe-event-facts';

export type OwnerRefusal = 'no_customer' | 'unknown_customer' | 'shared_customer' | 'user_mismatch';

export type EventOwner = { user: UserRow; refused: null } | { user: null; refused: OwnerRefusal };

const refuse = (refused: OwnerRefusal): EventOwner => ({ user: null, refused });

export async function lockEventOwner(tx: Db, parties: EventParties): Promise<EventOwner> {
  if (!parties.customerId) return refuse('no_customer');
  const owners = await tx
    .select()
    .from(users)
    .where(eq(users.stripeCustomerId, parties.customerId))
    .limit(2)
    .for('update');
  const [owner] = owners;
  if (!owner) return refuse('unknown_customer');
  if (owners.length > 1) return refuse('shared_customer');
  if (parties.claimedUserIds.some((id) => id !== owner.id)) return refuse('user_mismatch');
  return { user: owner, refused: null };
}
