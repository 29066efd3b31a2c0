/**
 * `npm run backup -- <destination>`: writes `<destination>/formloom-backup-<timestamp>/` with a
 * consistent dump of the embedded database and a copy of DATA_DIR/uploads. While a server runs,
 * the dump comes from it over its backup channel (db/backup-channel.ts), since nothing else may
 * open the database; otherwise this takes the data-dir lock and opens the database itself. The
 * uploads are copied after the dump: a file is stored before the row that names it, so every file
 * the dump refers to is already there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { requestDump } from '../db/backup-channel';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import {
  copyFiles,
  DATABASE_FILE,
  hasDatabase,
  MANIFEST_FILE,
  type Manifest,
  pgliteDir,
  timestamp,
  UPLOADS_DIR,
} from './backup-files';
import { isEntryPoint } from './is-entry-point';

export class BackupError extends Error {}

export const POSTGRES_BACKUP_ADVICE =
  'DATABASE_URL is set: the database is PostgreSQL, which this command does not back up. Use ' +
  'PostgreSQL\'s own tools, e.g. `pg_dump --format=custom --file=formloom.dump "$DATABASE_URL"` ' +
  '(restore with `pg_restore --dbname=... formloom.dump`), and back up the uploads too ' +
  '(DATA_DIR/uploads, or the S3 bucket).';

export async function backup(destination: string, env = process.env): Promise<string> {
  const config = loadConfig(env);
  if (config.databaseUrl) throw new BackupError(POSTGRES_BACKUP_ADVICE);
  if (!hasDatabase(config.dataDir)) {
    throw new BackupError(`There is no Formloom database in ${config.dataDir} (DATA_DIR).`);
  }
  const target = path.resolve(destination, `formloom-backup-${timestamp()}`);
  // Built under another name and renamed when complete: a backup that failed halfway is never
  // mistaken for one that can be restored.
  const partial = `${target}.partial`;
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const source = await dumpDatabase(config.dataDir, path.join(partial, DATABASE_FILE), () =>
      copyFiles(config.uploadsDir, path.join(partial, UPLOADS_DIR)),
    );
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      dataDir: config.dataDir,
      source: source.kind,
      // Uploads in S3 are not in DATA_DIR: the bucket has its own backups (or versioning).
      uploadedFiles: config.s3 ? 0 : source.uploadedFiles,
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, target);
    return target;
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

async function dumpDatabase(
  dataDir: string,
  file: string,
  copyUploads: () => Promise<number>,
): Promise<{ kind: Manifest['source']; uploadedFiles: number }> {
  let release;
  try {
    release = await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    // A server holds the directory: it takes the snapshot, and keeps serving meanwhile.
    await requestDump(dataDir, file);
    return { kind: 'server', uploadedFiles: await copyUploads() };
  }
  try {
    const client = new PGlite(pgliteDir(dataDir));
    try {
      // dumpDataDir before the database is up never settles (PGlite 0.5).
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
    return { kind: 'offline', uploadedFiles: await copyUploads() };
  } finally {
    await release();
  }
}

if (isEntryPoint(import.meta.url)) {
  const destination = process.argv[2];
  if (!destination) {
    console.error('Usage: npm run backup -- <destination directory>');
    process.exit(1);
  }
  backup(destination)
    .then((dir) => console.log(`Backup written to ${dir}`))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
