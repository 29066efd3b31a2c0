/**
 * The uploaded files in the account export (issue 28): each file in the ZIP under files/, named so
 * two files never collide, streamed from local disk or S3 as it is read; files.json gives each
 * one's place and download link, and a file lost from storage is listed without a place.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFileSchema, type ExportedFile } from '@core/api/account';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { FileStorage } from '../../storage/file-storage';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  BINARY_PNG,
  publishUploadForm,
  storageKeyOf,
  uploadAsRespondent,
} from '../../test-support/upload-test-helpers';
import { BrowserClient } from '../../test-support/browser-client';
import { signUp, type TestPerson } from '../collaboration/collaboration.test-support';
import { fileEntries, fileManifestChunks, zipPathOf } from './account-export-files';
import { StreamingZip } from './streaming-zip';

/** A respondent submits `files` (bytes of PNGs) in one response to the form's `doc` question. */
async function submitFiles(t: TestContext, formId: string, files: Buffer[]) {
  const respondent = new BrowserClient(t.app);
  const draftId = crypto.randomUUID();
  const uploaded = [];
  for (const data of files)
    uploaded.push(await uploadAsRespondent(respondent, formId, draftId, data));
  return uploaded;
}

async function exportOf(person: TestPerson) {
  const res = await person.client.get('/api/user/export');
  expect(res.statusCode).toBe(200);
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  const manifest = (JSON.parse(strFromU8(entries['files.json']!)) as unknown[]).map((f) =>
    exportedFileSchema.parse(f),
  );
  return { entries, manifest };
}

/** A PNG the type sniffer accepts, with `extra` random bytes after it: content of its own. */
const png = (extra: number) => Buffer.concat([BINARY_PNG, crypto.randomBytes(extra)]);

describe('the files in the account export, on local disk', () => {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-export-files-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' } });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds every file byte for byte, two of one name apart, and lists each with its place and link', async () => {
    const owner = await signUp(t.app);
    const formId = await publishUploadForm(owner.client);
    const contents = [png(100), png(200)];
    // Both are called scan.png: the file id in the path keeps them apart.
    const [first, second] = await submitFiles(t, formId, contents);
    const { entries, manifest } = await exportOf(owner);
    for (const [i, file] of [first!, second!].entries()) {
      const place = `files/${formId}/${file.fileId}-scan.png`;
      expect(Buffer.from(entries[place]!).equals(contents[i]!), place).toBe(true);
      expect(manifest.find((f) => f.path === place)).toMatchObject({
        name: 'scan.png',
        size: contents[i]!.length,
        // An upload whose draft was never submitted is still the account's, and exported.
        response: null,
        url: `http://localhost:3000/api/forms/${formId}/files/${file.fileId}`,
      } satisfies Partial<ExportedFile>);
    }
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toHaveLength(2);
  });

  it('goes on without a file lost from storage, and says so in the manifest', async () => {
    const owner = await signUp(t.app);
    const formId = await publishUploadForm(owner.client);
    const [lost, kept] = await submitFiles(t, formId, [png(10), png(20)]);
    await new LocalDiskStorage(t.config.uploadsDir).delete(
      await storageKeyOf(t.database.db, lost!.fileId),
    );
    const { entries, manifest } = await exportOf(owner);
    expect(manifest.find((f) => f.url.endsWith(lost!.fileId))?.path).toBeNull();
    const keptPath = `files/${formId}/${kept!.fileId}-scan.png`;
    expect(manifest.find((f) => f.url.endsWith(kept!.fileId))?.path).toBe(keptPath);
    expect(Object.keys(entries).filter((name) => name.startsWith('files/'))).toEqual([keptPath]);
  });

  it('streams a file into the archive as storage reads it, not once it is whole', async () => {
    const owner = await signUp(t.app);
    const formId = await publishUploadForm(owner.client);
    const [file] = await submitFiles(t, formId, [png(10)]);
    const key = await storageKeyOf(t.database.db, file!.fileId);
    const source = new PassThrough();
    const storage: FileStorage = {
      put: () => Promise.reject(new Error('not used')),
      delete: () => Promise.reject(new Error('not used')),
      get: (asked) => (asked === key ? Promise.resolve(source) : Promise.reject(new Error(asked))),
    };
    const zip = new StreamingZip();
    const files = { userId: owner.id, asOf: new Date() };
    const bytes = fileEntries(zip, t.database.db, storage, files, t.app.log);
    const firstPart = crypto.randomBytes(64 * 1024);
    source.write(firstPart);
    // The first part reaches the archive while the file is still being read.
    const out = await bytes.next();
    expect(out.done).toBe(false);
    const written = Buffer.concat(
      [out.value as Uint8Array, (await bytes.next()).value as Uint8Array].map((b) =>
        Buffer.from(b),
      ),
    );
    expect(written.includes(firstPart)).toBe(true);
    expect(source.writableEnded).toBe(false);
    source.end(Buffer.from('the rest'));
    let result = await bytes.next();
    while (!result.done) result = await bytes.next();
    expect(result.value).toEqual(new Set());
  });

  it('leaves out of both the files and the manifest what was uploaded after the export began', async () => {
    const owner = await signUp(t.app);
    const formId = await publishUploadForm(owner.client);
    const files = { userId: owner.id, asOf: new Date() };
    await submitFiles(t, formId, [png(10)]);
    const storage = new LocalDiskStorage(t.config.uploadsDir);
    const written: Uint8Array[] = [];
    const entries = fileEntries(new StreamingZip(), t.database.db, storage, files, t.app.log);
    for await (const bytes of entries) written.push(bytes);
    expect(written).toEqual([]);
    let manifest = '';
    for await (const chunk of fileManifestChunks(t.database.db, files, {
      origin: 'http://localhost:3000',
      missing: new Set(),
    }))
      manifest += chunk;
    expect(JSON.parse(manifest)).toEqual([]);
    // The same file, asked for after it was stored, is there.
    const later = { ...files, asOf: new Date(Date.now() + 60_000) };
    for await (const bytes of fileEntries(
      new StreamingZip(),
      t.database.db,
      storage,
      later,
      t.app.log,
    ))
      written.push(bytes);
    expect(written.length).toBeGreaterThan(0);
  });

  it('names a file safely for any unzip tool, whatever the respondent called it', () => {
    const row = { id: 'abc', form_id: 'f1' };
    expect(zipPathOf({ ...row, original_name: '../../etc/passwd' })).toBe(
      'files/f1/abc-.._.._etc_passwd',
    );
    expect(zipPathOf({ ...row, original_name: 'C:\\a:b*?"<>|.txt' })).toBe(
      'files/f1/abc-C__a_b______.txt',
    );
    expect(zipPathOf({ ...row, original_name: 'réponse 😀.pdf' })).toBe(
      'files/f1/abc-réponse 😀.pdf',
    );
    expect(zipPathOf({ ...row, original_name: '\u0000' })).toBe('files/f1/abc-_');
    expect(zipPathOf({ ...row, original_name: '   ' })).toBe('files/f1/abc-file');
    expect(zipPathOf({ ...row, original_name: `${'x'.repeat(300)}.png` })).toBe(
      `files/f1/abc-${'x'.repeat(100)}`,
    );
  });
});

describe('the files in the account export, on S3', () => {
  let s3: S3TestServer;
  let t: TestContext;
  beforeAll(async () => {
    s3 = await startS3TestServer('formloom-export');
    t = await createTestApp({ env: { ...s3.env, FREE_PUBLISHED_FORM_LIMIT: '100' } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('streams each file from the bucket into the archive', async () => {
    const owner = await signUp(t.app);
    const formId = await publishUploadForm(owner.client);
    // Large enough to arrive from S3 in several chunks.
    const content = png(600 * 1024);
    const [file] = await submitFiles(t, formId, [content]);
    expect(await s3.objectExists(await storageKeyOf(t.database.db, file!.fileId))).toBe(true);
    const { entries, manifest } = await exportOf(owner);
    const place = `files/${formId}/${file!.fileId}-scan.png`;
    expect(Buffer.from(entries[place]!).equals(content)).toBe(true);
    expect(manifest.map((f) => f.path)).toEqual([place]);
  });
});
