/**
 * Response retention (issue 20): for each form with "Delete responses after N days" on
 * (`forms.response_retention_days`), the responses older than N days are deleted with their files.
 * The scheduler runs it daily.
 *
 * The counts stay right on their own: deleting from `responses` fires the answer rollup's delete
 * trigger (migration 0002), which takes the form's rollup lock and subtracts the deleted rows from
 * `answer_counts` in the same transaction, exactly as deleting one response from the responses
 * page does. Uploaded files' rows go with their responses (foreign key cascade); their stored
 * objects are deleted after the transaction commits, as delete-stored-files.ts explains.
 *
 * No response.deleted webhook events: retention is a standing rule the integrator can read on the
 * form, and a first run on an old form would otherwise flood every endpoint (ADR 025).
 */
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { forms, responses, uploadedFiles } from '../db/schema';
import { deleteStoredFiles } from '../storage/delete-stored-files';
import { refreshStorageAlert } from '../modules/billing/storage-usage';
import type { FileStorage } from '../storage/file-storage';
import type { ScheduledJob } from './scheduler';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Responses deleted per transaction: short locks, and a day's backlog is a few statements. */
const BATCH = 1000;

export interface RetentionResult {
  /** Responses deleted. */
  responses: number;
  /** Stored objects deleted. */
  files: number;
  /** Owners of forms that lost responses (their storage alert may be lowered). */
  ownerIds: number[];
}

export async function applyRetention(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const due = await db
    .select({ id: forms.id, ownerId: forms.ownerId, days: forms.responseRetentionDays })
    .from(forms)
    .where(isNotNull(forms.responseRetentionDays));
  const result: RetentionResult = { responses: 0, files: 0, ownerIds: [] };
  const owners = new Set<number>();
  for (const form of due) {
    if (form.days === null) continue;
    const cutoff = new Date(now.getTime() - form.days * DAY_MS);
    try {
      const removed = await deleteOlderResponses(db, storage, form.id, cutoff, log);
      result.responses += removed.responses;
      result.files += removed.files;
      if (removed.responses > 0 && form.ownerId !== null) owners.add(form.ownerId);
    } catch (err) {
      // One form's failure (a lock timeout, a dropped connection) must not stop the others.
      log.error({ err, formId: form.id }, 'response retention failed for a form');
    }
  }
  result.ownerIds = [...owners];
  if (result.responses > 0) log.info(result, 'response retention applied');
  return result;
}

async function deleteOlderResponses(
  db: Db,
  storage: FileStorage,
  formId: string,
  cutoff: Date,
  log: FastifyBaseLogger,
): Promise<{ responses: number; files: number }> {
  let total = 0;
  let files = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // Locked first, as the responses page's delete does, so no file row can join these
      // responses between reading their storage keys and the cascade that removes the rows.
      const locked = await tx
        .select({ id: responses.id })
        .from(responses)
        .where(and(eq(responses.formId, formId), lt(responses.createdAt, cutoff)))
        .orderBy(asc(responses.createdAt))
        .limit(BATCH)
        .for('update');
      if (locked.length === 0) return { deleted: 0, storageKeys: [] as string[] };
      const ids = locked.map((r) => r.id);
      const stored = await tx
        .select({ storageKey: uploadedFiles.storageKey })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.responseId, ids));
      const removed = await tx
        .delete(responses)
        .where(and(eq(responses.formId, formId), inArray(responses.id, ids)))
        .returning({ id: responses.id });
      return { deleted: removed.length, storageKeys: stored.map((f) => f.storageKey) };
    });
    if (batch.deleted === 0) break;
    total += batch.deleted;
    files += (await deleteStoredFiles(storage, batch.storageKeys, log)).deleted;
    if (batch.deleted < BATCH) break;
  }
  return { responses: total, files };
}

/** The scheduled job: daily, with the owners' storage alerts brought down after it. */
export function applyRetentionJob(app: FastifyInstance, storage: FileStorage): ScheduledJob {
  return {
    name: 'apply-retention',
    everyMs: 24 * 60 * 60 * 1000,
    run: async () => {
      const { db } = app.database;
      const applied = await applyRetention(db, storage, app.log);
      for (const ownerId of applied.ownerIds) await refreshStorageAlert(db, app.config, ownerId);
    },
  };
}
