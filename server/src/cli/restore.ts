/**
 * `npm run restore -- <backup directory> [--force]`: puts a backup made by `npm run backup` into
 * DATA_DIR. It takes the data-dir lock, so it refuses while a server (or any tool) uses the
 * directory, and it refuses to replace an existing database unless `--force` is given; even then
 * the current database and uploads are moved aside, not deleted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
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

export class RestoreError extends Error {}

export async function restore(
  backupDir: string,
  options: { force?: boolean } = {},
  env = process.env,
): Promise<string> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    throw new RestoreError(
      'DATABASE_URL is set: restore a PostgreSQL database with pg_restore, not with this command.',
    );
  }
  const manifest = readManifest(backupDir);
  const release = await lockDataDir(config.dataDir);
  try {
    const target = pgliteDir(config.dataDir);
    const moved: string[] = [];
    if (hasDatabase(config.dataDir) && !options.force) {
      throw new RestoreError(
        `${config.dataDir} (DATA_DIR) already has a database. Restore into an empty directory, ` +
          'or pass --force to replace it (the current database and uploads are moved aside).',
      );
    }
    const suffix = `before-restore-${timestamp()}`;
    for (const dir of [target, config.uploadsDir]) {
      if (!fs.existsSync(dir)) continue;
      fs.renameSync(dir, `${dir}.${suffix}`);
      moved.push(dir);
    }
    try {
      await loadDump(target, path.join(backupDir, DATABASE_FILE));
    } catch (err) {
      // Put things back as they were: a failed restore must not cost the data it was to replace.
      fs.rmSync(target, { recursive: true, force: true });
      for (const dir of moved) fs.renameSync(`${dir}.${suffix}`, dir);
      throw err;
    }
    const files = config.s3
      ? 0
      : await copyFiles(path.join(backupDir, UPLOADS_DIR), config.uploadsDir);
    const aside = moved.length
      ? ` The previous data was moved to ${moved.map((d) => `${d}.${suffix}`).join(' and ')}.`
      : '';
    return `Restored the backup of ${manifest.createdAt} (${files} uploaded files) into ${config.dataDir}.${aside}`;
  } finally {
    await release();
  }
}

async function loadDump(target: string, file: string): Promise<void> {
  const client = new PGlite(target, {
    loadDataDir: new File([fs.readFileSync(file)], DATABASE_FILE, { type: 'application/gzip' }),
  });
  try {
    // Opening it runs recovery from the snapshot's WAL; a query proves the result is usable.
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

function readManifest(backupDir: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    throw new RestoreError(
      `${backupDir} is not a complete Formloom backup (no readable ${MANIFEST_FILE}).`,
    );
  }
  if (manifest.format !== 1 || !fs.existsSync(path.join(backupDir, DATABASE_FILE))) {
    throw new RestoreError(`${backupDir} is not a Formloom backup this version can restore.`);
  }
  return manifest;
}

if (isEntryPoint(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [backupDir] = args.filter((a) => a !== '--force');
  if (!backupDir) {
    console.error('Usage: npm run restore -- <backup directory> [--force]');
    process.exit(1);
  }
  restore(backupDir, { force })
    .then((message) => console.log(message))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
