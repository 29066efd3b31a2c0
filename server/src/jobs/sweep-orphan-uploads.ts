/**
 * The orphan sweep (issue 20): a file uploaded into a draft that is never submitted is deleted
 * once it is older than UPLOAD_ORPHAN_TTL_SECONDS, row and stored object. The scheduler runs it
 * every minute, so a file goes no later than a minute after it expires. Files that a response
 * holds (response_id set) are never touched.
 *
 * Batches: each statement deletes at most BATCH rows, so a backlog (a long outage, a flood of
 * abandoned uploads) is worked off in short transactions instead of one that locks everything.
 * The delete itself re-checks `response_id is null` and skips rows another transaction holds (a
 * submission linking the file right now), and only the objects of rows it really deleted are
 * removed, after the delete has committed (a blob without a row is wasted space; a row without
 * its blob would be a broken download).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { queryRows } from '../modules/responses/query-rows';
import { deleteStoredFiles } from '../storage/delete-stored-files';
import { refreshStorageAlert } from '../modules/billing/storage-usage';
import type { FileStorage } from '../storage/file-storage';
import type { ScheduledJob } from './scheduler';

const BATCH = 500;
/** A bound on one run: the next run (a minute later) carries on where this one stopped. */
const MAX_BATCHES = 40;

export interface SweepResult {
  deleted: number;
  /** Owners whose stored files went down (their storage alert may be lowered). */
  ownerIds: number[];
}

export async function sweepOrphanUploads(
  db: Db,
  storage: FileStorage,
  ttlMs: number,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ttlMs);
  let deleted = 0;
  const owners = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    // Oldest first through the partial index on created_at where response_id is null.
    const rows = await queryRows<{ storage_key: string; owner_id: number | null }>(
      db,
      sql`with gone as (
            delete from uploaded_files
            where id in (
              select id from uploaded_files
              where response_id is null and created_at < ${cutoff.toISOString()}::timestamptz
              order by created_at
              limit ${BATCH}
              for update skip locked
            ) and response_id is null
            returning storage_key, form_id
          )
          select gone.storage_key, forms.owner_id
          from gone left join forms on forms.id = gone.form_id`,
    );
    if (rows.length === 0) break;
    deleted += rows.length;
    for (const row of rows) if (row.owner_id !== null) owners.add(Number(row.owner_id));
    await deleteStoredFiles(
      storage,
      rows.map((r) => r.storage_key),
      log,
    );
    if (rows.length < BATCH) break;
  }
  if (deleted > 0) log.info({ deleted }, 'orphaned uploads deleted');
  return { deleted, ownerIds: [...owners] };
}

/** The scheduled job: every minute, with the owners' storage alerts brought down after it. */
export function sweepOrphanUploadsJob(app: FastifyInstance, storage: FileStorage): ScheduledJob {
  return {
    name: 'sweep-orphan-uploads',
    everyMs: 60 * 1000,
    run: async () => {
      const { db } = app.database;
      const swept = await sweepOrphanUploads(db, storage, app.config.uploads.orphanTtlMs, app.log);
      for (const ownerId of swept.ownerIds) await refreshStorageAlert(db, app.config, ownerId);
    },
  };
}
