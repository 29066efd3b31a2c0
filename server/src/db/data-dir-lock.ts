/**
 * PGlite corrupts a data directory that two processes open (DESIGN.md §9), and nothing in PGlite
 * stops it. The server and every tool take this lock before opening DATA_DIR; a second holder is
 * refused with a clear message. The lock is a directory kept fresh by the holder, so a crashed
 * holder's lock goes stale and is reclaimed after `STALE_MS`.
 */
import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// Generous: PGlite runs on the event loop, and a long migration must not let the lock look stale.
const STALE_MS = 30_000;

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Formloom process is using the data directory ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to a different directory.',
    );
  }
}

export type ReleaseLock = () => Promise<void>;

export async function lockDataDir(dataDir: string): Promise<ReleaseLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, '.formloom.lock'),
      stale: STALE_MS,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised: (err) => {
        // Someone removed or took our lock: continuing could corrupt the database.
        console.error(`Data directory lock lost: ${err.message}`);
        process.exit(1);
      },
    });
    return release;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}
