/** What a backup directory holds, shared by `backup.ts` and `restore.ts`. */
import fs from 'node:fs';
import path from 'node:path';

/** The PGlite data directory dumped by `dumpDataDir('gzip')`. */
export const DATABASE_FILE = 'database.tar.gz';
/** A copy of DATA_DIR/uploads, taken after the dump. */
export const UPLOADS_DIR = 'uploads';
/** Written last: a backup directory without it is incomplete. */
export const MANIFEST_FILE = 'backup.json';

export interface Manifest {
  format: 1;
  createdAt: string;
  dataDir: string;
  /** How the dump was taken: from the running server, or by opening the stopped database. */
  source: 'server' | 'offline';
  uploadedFiles: number;
}

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));
}

/**
 * Copies the files under `from` to `to` and counts them. Files can come and go while the server
 * runs: one deleted mid-copy is skipped, and half-written ones (`*.tmp`, renamed once complete)
 * are left out.
 */
export async function copyFiles(from: string, to: string): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  await fs.promises.mkdir(to, { recursive: true, mode: 0o700 });
  let copied = 0;
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      copied += await copyFiles(source, target);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        await fs.promises.copyFile(source, target);
        copied += 1;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
  return copied;
}

export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}
