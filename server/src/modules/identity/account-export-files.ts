/**
 * The uploaded files in the account export (issue 28 item 4): each file itself under files/,
 * streamed from the storage backend (local disk or S3) into the ZIP as it is read, and files.json,
 * the manifest, which gives each file's place in the ZIP and its download link. Both walk the
 * account's files in keyset pages, so neither the list nor any file is ever held whole, and both
 * stop at the files stored when the export began, so a file uploaded meanwhile is in neither rather
 * than listed with a place the ZIP does not have.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ExportedFile } from '@core/api/account';
import { fileDownloadPath } from '@core/api/responses';
import type { Db } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';
import { iso, queryRows } from '../responses/query-rows';
import type { StreamingZip } from './streaming-zip';

/** Rows per query: a page of small rows, read while the previous one is written. */
const FILES_BATCH = 1000;
/** Characters kept of a file's own name in its ZIP path (the file id before it keeps it unique). */
const NAME_IN_PATH = 100;

interface FileRow {
  id: string;
  form_id: string;
  question_id: string;
  original_name: string;
  size: number;
  mime_type: string;
  created_at: unknown;
  response_id: string | number | null;
  storage_key: string;
}

/** Which files: the account's, stored before the export began. */
export interface OwnedFiles {
  userId: number;
  asOf: Date;
}

/** The files of the account's forms, a page at a time (keyset on the file id). */
async function* ownedFiles(db: Db, { userId, asOf }: OwnedFiles): AsyncGenerator<FileRow[]> {
  let after = '';
  for (;;) {
    const rows = await queryRows<FileRow>(
      db,
      sql`select f.id, f.form_id, f.question_id, f.original_name, f.size, f.mime_type,
                 f.created_at, f.response_id, f.storage_key
          from uploaded_files f join forms o on o.id = f.form_id
          where o.owner_id = ${userId} and f.id > ${after}
            and f.created_at <= ${asOf.toISOString()}::timestamptz
          order by f.id limit ${FILES_BATCH}`,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < FILES_BATCH) return;
    after = rows.at(-1)!.id;
  }
}

// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const UNSAFE_IN_NAME = /[\x00-\x1f\x7f/\\:*?"<>|]/g;

/**
 * files/<form id>/<file id>-<name>: the respondent's name, so the owner recognises the file, made
 * safe for every unzip tool (no folders, no characters Windows refuses), after the file id, so two
 * files of one name never collide.
 */
export function zipPathOf(file: { id: string; form_id: string; original_name: string }): string {
  const name = Array.from(file.original_name.replace(UNSAFE_IN_NAME, '_').trim())
    .slice(0, NAME_IN_PATH)
    .join('');
  return `files/${file.form_id}/${file.id}-${name || 'file'}`;
}

/**
 * Every file of the account into the ZIP, stored as it is (uploads are mostly compressed already).
 * Returns the ids of files whose stored copy is gone (a 404 on its download too): the export goes
 * on without them and the manifest says so. Any other storage failure ends the export, as a
 * download would, rather than hand over an archive quietly missing files.
 */
export async function* fileEntries(
  zip: StreamingZip,
  db: Db,
  storage: FileStorage,
  files: OwnedFiles,
  log: FastifyBaseLogger,
): AsyncGenerator<Uint8Array, Set<string>> {
  const missing = new Set<string>();
  for await (const rows of ownedFiles(db, files)) {
    for (const row of rows) {
      const stream = await storage.get(row.storage_key).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      if (!stream) {
        log.warn({ fileId: row.id }, 'account export: stored file missing');
        missing.add(row.id);
        continue;
      }
      yield* zip.entry(zipPathOf(row), stream, { store: true });
    }
  }
  return missing;
}

/** files.json, as a JSON array written a page at a time. */
export async function* fileManifestChunks(
  db: Db,
  files: OwnedFiles,
  { origin, missing }: { origin: string; missing: ReadonlySet<string> },
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const rows of ownedFiles(db, files)) {
    const items = rows.map((row, i) => {
      const file: ExportedFile = {
        form: row.form_id,
        question: row.question_id,
        name: row.original_name,
        size: Number(row.size),
        type: row.mime_type,
        created: iso(row.created_at),
        response: row.response_id === null ? null : String(row.response_id),
        path: missing.has(row.id) ? null : zipPathOf(row),
        url: `${origin}${fileDownloadPath(row.form_id, row.id)}`,
      };
      return `${first && i === 0 ? '' : ','}\n  ${JSON.stringify(file)}`;
    });
    first = false;
    yield items.join('');
  }
  yield first ? ']\n' : '\n]\n';
}
