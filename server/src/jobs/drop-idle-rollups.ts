/**
 * Trend and cross-tab listings nobody reads any more are dropped (ADR 058 addendum). A listing
 * makes every later submission to its form count its answers per hour or per pair (the answer
 * rollup's triggers), so one look at a trend or a cross-tab would otherwise cost that form's
 * submissions for ever. A listing unread for ROLLUP_IDLE_DAYS goes with its counts (foreign key
 * cascade); the next unfiltered trend or cross-tab lists and counts it again from the stored
 * responses, as the first one did.
 *
 * Each form's listings are dropped under its exclusive rollup lock, as a listing is counted: a
 * submission in flight holds the lock shared and counts into the listing, so without the lock its
 * foreign key check could find the listing gone and the submission would fail.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { ANSWER_ROLLUP_LOCK } from '../modules/responses/answer-rollup';
import { queryRows } from '../modules/responses/query-rows';
import type { ScheduledJob } from './scheduler';

/** How long a trend's or cross-tab's counts are kept with nobody reading them. */
export const ROLLUP_IDLE_DAYS = 30;

export interface DroppedRollups {
  trends: number;
  pairs: number;
}

export async function dropIdleRollups(db: Db, now: Date = new Date()): Promise<DroppedRollups> {
  const cutoff = new Date(now.getTime() - ROLLUP_IDLE_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const idle = sql`read_at < ${cutoff}::timestamptz`;
  const forms = await queryRows<{ form_id: string }>(
    db,
    sql`select form_id from answer_trends where ${idle}
        union select form_id from answer_pairs where ${idle}`,
  );
  const dropped: DroppedRollups = { trends: 0, pairs: 0 };
  // One form per transaction: the lock stops that form's submissions only, and only briefly.
  for (const { form_id: formId } of forms) {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ANSWER_ROLLUP_LOCK}, hashtext(${formId}))`,
      );
      const form = sql`form_id = ${formId} and ${idle}`;
      dropped.trends += (
        await queryRows(tx, sql`delete from answer_trends where ${form} returning 1`)
      ).length;
      dropped.pairs += (
        await queryRows(tx, sql`delete from answer_pairs where ${form} returning 1`)
      ).length;
    });
  }
  return dropped;
}

/** The scheduled job: daily, once across instances. */
export function dropIdleRollupsJob(app: FastifyInstance): ScheduledJob {
  return {
    name: 'drop-idle-rollups',
    everyMs: 24 * 60 * 60 * 1000,
    run: async () => {
      const dropped = await dropIdleRollups(app.database.db);
      if (dropped.trends + dropped.pairs > 0) app.log.info(dropped, 'dropped idle rollups');
    },
  };
}
