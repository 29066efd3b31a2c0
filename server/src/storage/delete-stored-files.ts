/**
 * Removes the blobs of files whose rows are already gone. Called after the database change has
 * committed: a blob that cannot be deleted is only wasted space, while a row whose blob was deleted
 * first would be a broken download. So failures are logged, never thrown.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage';

/** Enough to hide S3's per-request latency without opening a socket per file of a large form. */
const CONCURRENCY = 8;

export async function deleteStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<{ deleted: number; failed: number }> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await storage.delete(key);
      } catch (err) {
        failed += 1;
        log.error({ err, storageKey: key }, 'could not delete a stored file; it is left orphaned');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
  return { deleted: keys.length - failed, failed };
}
