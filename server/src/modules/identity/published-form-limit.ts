/**
 * How many published forms an owner may have: guests and free users are limited, Pro is not. A
 * form published on a credit (issue 15) does not count while its credit lasts; when it lapses the
 * form stays published and counts again. Going over the limit (Pro ended, a credit lapsed) never
 * unpublishes anything: it only stops new publishing until the owner is under the limit again.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { formPublishCredits, forms } from '../../db/schema';
import type { UserRow } from './session-store';

/** A renewing subscription whose renewal event is late keeps Pro this long past its period end. */
const RENEWAL_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

export function publishedFormLimit(config: AppConfig, user: UserRow | null): number {
  if (!user) return config.publishedFormLimits.guest;
  if (user.role === 'admin' || isPro(user)) return Number.POSITIVE_INFINITY;
  return config.publishedFormLimits.free;
}

/**
 * Pro: an active (or trialing) subscription or grant that has not ended. past_due is not Pro: a
 * failed payment pauses publishing beyond the free limit (nothing is unpublished) until it is paid.
 */
export function isPro(user: UserRow, now: Date = new Date()): boolean {
  const active = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trialing';
  if (!active) return false;
  if (user.subscriptionEndDate === null) return true;
  const grace = user.autoRenewal && user.stripeSubscriptionId ? RENEWAL_GRACE_MS : 0;
  return user.subscriptionEndDate.getTime() + grace > now.getTime();
}

/** A published form counts towards the limit unless an unexpired credit covers it. */
export function countsTowardsLimit() {
  return sql`not exists (select 1 from ${formPublishCredits} where ${formPublishCredits.formId} = ${forms.id} and ${formPublishCredits.expiresAt} > now())`;
}

/** Whether an unexpired credit covers this form (it may be published whatever the count). */
export async function coveredByCredit(tx: Db, formId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: formPublishCredits.id })
    .from(formPublishCredits)
    .where(and(eq(formPublishCredits.formId, formId), gt(formPublishCredits.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
