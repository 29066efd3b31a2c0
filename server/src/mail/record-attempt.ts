/**
 * The outcome of one delivery attempt, written back to the claimed row. Each update also ends
 * the lease, so a retry is governed by next_attempt_at alone.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

export async function recordSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Another attempt after `delayMs`. */
export async function recordRetry(db: Db, id: number, error: string, delayMs: number) {
  await db
    .update(mailOutbox)
    .set({
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(eq(mailOutbox.id, id));
}

/** No more attempts: failed_at marks it for the admins' outbox view. */
export async function recordFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error, lockedUntil: null, failedAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

/**
 * Hands back claimed mails the worker did not get to (it is stopping): due again at once for any
 * instance, and the claim does not count as an attempt.
 */
export async function releaseClaims(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(and(inArray(mailOutbox.id, ids), isNull(mailOutbox.sentAt)));
}
