import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deleteStoredFiles } from './delete-stored-files';
import type { FileStorage } from './file-storage';

/** Storage that records deletes and fails for the keys it is told to. */
function recordingStorage(failing: Set<string>) {
  const deleted: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const storage: FileStorage = {
    put: () => Promise.reject(new Error('not used')),
    get: () => Promise.reject(new Error('not used')) as Promise<Readable>,
    async delete(key) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Yield once so the workers really overlap.
      await Promise.resolve();
      inFlight -= 1;
      if (failing.has(key)) throw new Error(`cannot delete ${key}`);
      deleted.push(key);
    },
  };
  return { storage, deleted, maxInFlight: () => maxInFlight };
}

function recordingLog() {
  const errors: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = { error: (obj: Record<string, unknown>, msg: string) => errors.push({ obj, msg }) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

describe('deleteStoredFiles', () => {
  it('deletes every key, logs each failure with its key, and never throws', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `key-number-${i}`);
    const { storage, deleted, maxInFlight } = recordingStorage(
      new Set(['key-number-3', 'key-number-17']),
    );
    const { log, errors } = recordingLog();

    const result = await deleteStoredFiles(storage, keys, log);
    expect(result).toEqual({ deleted: 18, failed: 2 });
    expect(deleted.sort()).toEqual(
      keys.filter((k) => k !== 'key-number-3' && k !== 'key-number-17').sort(),
    );
    expect(errors.map((e) => e.obj.storageKey).sort()).toEqual(['key-number-17', 'key-number-3']);
    expect(errors[0]!.obj.err).toBeInstanceOf(Error);
    // Bounded: a form with thousands of files does not open thousands of requests at once.
    expect(maxInFlight()).toBeGreaterThan(1);
    expect(maxInFlight()).toBeLessThanOrEqual(8);
  });

  it('does nothing for no keys', async () => {
    const { storage, deleted } = recordingStorage(new Set());
    const { log, errors } = recordingLog();
    expect(await deleteStoredFiles(storage, [], log)).toEqual({ deleted: 0, failed: 0 });
    expect(deleted).toEqual([]);
    expect(errors).toEqual([]);
  });
});
