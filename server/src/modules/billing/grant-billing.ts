/**
 * What `npm run grant` does (and what the admin console will call): give Pro until a date, or
 * give or take back credits. Both are ledger rows with `processedBy` (the admin named by --by),
 * written in one transaction with the change, and the user is told by notification.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { hasLiveSubscription } from './apply-subscription-state';
import { recordCreditChange } from './credit-ledger';

export interface GrantRequest {
  username: string;
  /** Pro through this instant (the end of the given day for a bare date). */
  proUntil?: Date;
  /** Credits to add (> 0) or take back after a refund (< 0). */
  credits?: number;
  /** The admin who grants; recorded as processedBy. */
  by?: string;
}

export async function grantBilling(db: Db, request: GrantRequest): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.username, request.username))
      .for('update');
    if (!user) throw new Error(`No user named "${request.username}".`);
    let processedBy: number | null = null;
    if (request.by) {
      const [admin] = await tx.select().from(users).where(eq(users.username, request.by));
      if (admin?.role !== 'admin') throw new Error(`"${request.by}" is not an admin.`);
      processedBy = admin.id;
    }
    const done: string[] = [];
    if (request.credits !== undefined && request.credits !== 0) {
      const n = request.credits;
      const result = await recordCreditChange(tx, {
        userId: user.id,
        amount: n,
        type: n > 0 ? 'grant' : 'refund',
        description:
          n > 0 ? `${n} credits granted by an admin` : `${-n} credits taken back by an admin`,
        processedBy,
      });
      if (!result.applied) {
        throw new Error(
          `${user.username} has only ${user.credits} credits; cannot take back ${-n}.`,
        );
      }
      await notifyUser(tx, {
        userId: user.id,
        type: 'other',
        title: n > 0 ? 'Credits added' : 'Credits removed',
        message:
          n > 0
            ? `${n} credits were added to your account. Your balance is ${result.balance}.`
            : `${-n} credits were removed from your account. Your balance is ${result.balance}.`,
        data: { actionUrl: '/billing' },
      });
      done.push(`${user.username} now has ${result.balance} credits.`);
    }
    if (request.proUntil) {
      // A Stripe subscription that still bills would overwrite the grant with its next event.
      if (hasLiveSubscription(user)) {
        throw new Error(
          `${user.username} pays for Pro through Stripe; change that subscription in Stripe instead.`,
        );
      }
      const day = request.proUntil.toISOString().slice(0, 10);
      await tx
        .update(users)
        .set({
          subscriptionStatus: 'active',
          subscriptionEndDate: request.proUntil,
          autoRenewal: false,
          subscriptionPlan: null,
          // Not a Stripe subscription: late events about an old one are older than this stamp.
          stripeSubscriptionId: null,
          subscriptionStateAt: new Date(),
        })
        .where(eq(users.id, user.id));
      await recordCreditChange(tx, {
        userId: user.id,
        amount: 0,
        type: 'pro_grant',
        description: `Pro granted by an admin until ${day}`,
        processedBy,
      });
      await notifyUser(tx, {
        userId: user.id,
        type: 'other',
        title: 'Pro granted',
        message: `You have Pro until ${day}: publish as many forms as you like.`,
        data: { actionUrl: '/billing' },
      });
      done.push(`${user.username} has Pro until ${day}.`);
    }
    return done;
  });
}
