/**
 * Removes abandoned drafts (never submitted, untouched for DRAFT_TTL_DAYS) and the files uploaded
 * into them. Runs hourly in each app instance; the deletes are idempotent, so instances running it
 * at once do no harm.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { formDrafts, uploadedFiles } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';

export async function expireDrafts(
  db: Db,
  storage: FileStorage,
  ttlDays: number,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - ttlDays * 24 * 60 * 60 * 1000);
  const stale = await db
    .select({ draftId: formDrafts.draftId })
    .from(formDrafts)
    .where(and(eq(formDrafts.isCompleted, false), lt(formDrafts.lastUpdated, cutoff)))
    .limit(1000);
  // Files of drafts that were never saved at all also go, once old enough.
  const orphanFiles = await db
    .select({ id: uploadedFiles.id, storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(and(isNull(uploadedFiles.responseId), lt(uploadedFiles.createdAt, cutoff)))
    .limit(1000);
  for (const file of orphanFiles) await storage.delete(file.storageKey);
  if (orphanFiles.length > 0) {
    await db.delete(uploadedFiles).where(
      inArray(
        uploadedFiles.id,
        orphanFiles.map((f) => f.id),
      ),
    );
  }
  if (stale.length > 0) {
    await db.delete(formDrafts).where(
      inArray(
        formDrafts.draftId,
        stale.map((d) => d.draftId),
      ),
    );
  }
  return { drafts: stale.length, files: orphanFiles.length };
}
