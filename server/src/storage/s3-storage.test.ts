import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema';
import { expireDrafts } from '../jobs/expire-drafts';
import { BrowserClient, newAccount } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { S3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from '../test-support/s3-test-server';
import {
  BINARY_PNG,
  publishUploadForm,
  storageKeyOf,
  submitResponseWithFile,
  uploadAsRespondent,
} from '../test-support/upload-test-helpers';

let s3: S3TestServer;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = new S3Storage(s3.config);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const newKey = () => crypto.randomBytes(24).toString('base64url');

describe('S3Storage', () => {
  it('stores, streams back and deletes binary content byte for byte', async () => {
    const key = newKey();
    // Every byte value, then enough random bytes that the body arrives in several chunks.
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      crypto.randomBytes(300 * 1024),
    ]);
    await storage.put(key, data, 'image/png');
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }),
    );
    expect(head.ContentType).toBe('image/png');
    expect(head.ContentLength).toBe(data.length);

    const body = await storage.get(key);
    expect((await readAll(body)).equals(data)).toBe(true);

    await storage.delete(key);
    expect(await s3.objectExists(key)).toBe(false);
  });

  it('stores content of unknown type as octet-stream', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('plain bytes'));
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }),
    );
    expect(head.ContentType).toBe('application/octet-stream');
  });

  it('rejects a missing key on get, like a missing file on local disk, before any stream exists', async () => {
    await expect(storage.get(newKey())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('treats deleting a missing key as done, so a retried cleanup succeeds', async () => {
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('does not report a missing bucket as a missing file', async () => {
    const wrong = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      const err: unknown = await wrong.get(newKey()).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      expect((err as NodeJS.ErrnoException).code).not.toBe('ENOENT');
      expect((err as Error).name).toBe('NoSuchBucket');
    } finally {
      wrong.close();
    }
  });

  it('refuses a key that is not a server-generated one, and stores nothing', async () => {
    await expect(storage.put('../escape/key', Buffer.from('x'))).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage.get('a/b')).rejects.toThrow('invalid storage key');
    expect((await s3.listKeys()).some((k) => k.includes('/'))).toBe(false);
  });
});

describe('the API with S3_BUCKET set', () => {
  let t: TestContext;
  let owner: BrowserClient;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-s3-app-'));
    t = await createTestApp({
      env: { ...s3.env, DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' },
    });
    owner = new BrowserClient(t.app);
    await owner.post('/api/auth/register', newAccount());
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the bucket settings from the environment', () => {
    expect(t.config.s3).toMatchObject({
      bucket: s3.config.bucket,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
    });
  });

  it('stores an upload in the bucket and serves it to the owner as an attachment', async () => {
    const formId = await publishUploadForm(owner);
    const { file } = await submitResponseWithFile(t.app, formId);
    expect(file).toMatchObject({
      name: 'scan.png',
      mimeType: 'image/png',
      size: BINARY_PNG.length,
    });

    const key = await storageKeyOf(t.database.db, file.fileId);
    expect(await s3.objectExists(key)).toBe(true);
    // Not on local disk as well: S3 replaces it.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const download = await owner.get(`/api/forms/${formId}/files/${file.fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="scan.png"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(BINARY_PNG)).toBe(true);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const formId = await publishUploadForm(owner);
    const { file } = await submitResponseWithFile(t.app, formId);
    await storage.delete(await storageKeyOf(t.database.db, file.fileId));
    const download = await owner.get(`/api/forms/${formId}/files/${file.fileId}`);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes the object when its response is deleted, and keeps the others', async () => {
    const formId = await publishUploadForm(owner);
    const gone = await submitResponseWithFile(t.app, formId);
    const kept = await submitResponseWithFile(t.app, formId);
    const goneKey = await storageKeyOf(t.database.db, gone.file.fileId);
    const keptKey = await storageKeyOf(t.database.db, kept.file.fileId);

    const res = await owner.request({
      method: 'DELETE',
      url: `/api/forms/${formId}/responses`,
      payload: { ids: [gone.responseId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await s3.objectExists(goneKey)).toBe(false);
    expect(await s3.objectExists(keptKey)).toBe(true);
  });

  it('deletes every object of a form when the form is deleted, submitted or not', async () => {
    const formId = await publishUploadForm(owner);
    const submitted = await submitResponseWithFile(t.app, formId);
    const draftOnly = await uploadAsRespondent(
      new BrowserClient(t.app),
      formId,
      crypto.randomUUID(),
    );
    const keys = [
      await storageKeyOf(t.database.db, submitted.file.fileId),
      await storageKeyOf(t.database.db, draftOnly.fileId),
    ];

    expect((await owner.delete(`/api/forms/${formId}`)).statusCode).toBe(204);
    for (const key of keys) expect(await s3.objectExists(key)).toBe(false);
  });

  it('lets expireDrafts remove an old orphan upload from the bucket and keep a recent one', async () => {
    const formId = await publishUploadForm(owner);
    const old = await uploadAsRespondent(new BrowserClient(t.app), formId, crypto.randomUUID());
    const recent = await uploadAsRespondent(new BrowserClient(t.app), formId, crypto.randomUUID());
    const oldKey = await storageKeyOf(t.database.db, old.fileId);
    const recentKey = await storageKeyOf(t.database.db, recent.fileId);
    await t.database.db
      .update(uploadedFiles)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .where(eq(uploadedFiles.id, old.fileId));

    const result = await expireDrafts(t.database.db, storage, t.config.draftTtlDays);
    expect(result.files).toBe(1);
    expect(await s3.objectExists(oldKey)).toBe(false);
    expect(await s3.objectExists(recentKey)).toBe(true);
    const rows = await t.database.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.formId, formId));
    expect(rows.map((r) => r.id)).toEqual([recent.fileId]);
  });
});
