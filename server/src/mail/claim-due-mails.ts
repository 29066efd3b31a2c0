/**
 * Claims up to `limit` due mails for one worker, in one short statement: the rows get a lease
 * (locked_until) and their attempt counted, and the statement commits at once. No transaction is
 * held while the mail is sent: PGlite has a single connection, and a transaction spanning an SMTP
 * conversation would stall every request behind it.
 *
 * FOR UPDATE SKIP LOCKED lets instances on one PostgreSQL claim at the same moment without
 * waiting on each other; a row another instance is claiming is skipped, and one it has just
 * claimed no longer matches (PostgreSQL re-checks the WHERE on the locked row), so no row is
 * handed to two workers while its lease runs.
 */
import { and, asc, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { OutboxMail } from './mail-transport';

export async function claimDueMails(db: Db, limit: number, leaseMs: number): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
    });
  // Oldest first, as queued (RETURNING has no order of its own).
  return rows.sort((a, b) => a.id - b.id);
}
