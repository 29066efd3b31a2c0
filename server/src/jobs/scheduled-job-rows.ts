/**
 * The `scheduled_jobs` rows the scheduler claims (issue 19). One row per job name; the row is the
 * claim: an instance runs a job only after its UPDATE set `locked_by` to itself, and the WHERE
 * says the job is due and nobody holds a live lease on it. On PostgreSQL two instances updating
 * the one row serialise on its row lock, and the second re-checks the WHERE against the first's
 * committed version (READ COMMITTED), finds the lease taken and updates nothing: once per schedule,
 * however many instances poll at the same moment. A lease that lapsed (its instance died) matches
 * again, so the job is taken over.
 *
 * Every statement is short and commits at once: no transaction is held while a job runs (on
 * PGlite it would stall every request behind it).
 */
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { scheduledJobs } from '../db/schema';

const ms = (n: number) => sql`${n} * interval '1 millisecond'`;

/** A job new to this database is due at once (the column's default). */
export async function ensureJobRows(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: scheduledJobs.name });
}

export interface ClaimedJob {
  name: string;
  /** The database's clock when the claim was taken: the next run is counted from it. */
  startedAt: Date;
}

/**
 * Claims one due job among `names` for `instanceId`, or none. SKIP LOCKED: a row another instance
 * is claiming right now is passed over instead of waited on (it is not ours to run anyway).
 */
export async function claimDueJob(
  db: Db,
  names: string[],
  instanceId: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (names.length === 0) return null;
  const due = db
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        inArray(scheduledJobs.name, names),
        lte(scheduledJobs.nextRunAt, sql`now()`),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(scheduledJobs.nextRunAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(scheduledJobs)
    .set({
      lockedUntil: sql`now() + ${ms(leaseMs)}`,
      lockedBy: instanceId,
      lastStartedAt: sql`now()`,
    })
    // The WHERE again on the row itself: what PostgreSQL re-checks after waiting on its lock.
    .where(
      and(
        inArray(scheduledJobs.name, due),
        lte(scheduledJobs.nextRunAt, sql`now()`),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ name: scheduledJobs.name, startedAt: scheduledJobs.lastStartedAt });
  if (!row?.startedAt) return null;
  return { name: row.name, startedAt: new Date(row.startedAt) };
}

/** Keeps a running job's lease alive; answers false when the claim is no longer ours. */
export async function renewLease(
  db: Db,
  name: string,
  instanceId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ lockedUntil: sql`now() + ${ms(leaseMs)}` })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, instanceId)))
    .returning({ name: scheduledJobs.name });
  return rows.length === 1;
}

/**
 * Ends a run: the next one is due `everyMs` after this one started (not after it finished, so a
 * job's slot does not drift by its own duration), the outcome is kept, and the lease let go.
 */
export async function recordJobRun(
  db: Db,
  claim: ClaimedJob,
  instanceId: string,
  everyMs: number,
  error: string | null,
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      nextRunAt: sql`${claim.startedAt.toISOString()}::timestamptz + ${ms(everyMs)}`,
      lastFinishedAt: sql`now()`,
      lastError: error,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(and(eq(scheduledJobs.name, claim.name), eq(scheduledJobs.lockedBy, instanceId)));
}
