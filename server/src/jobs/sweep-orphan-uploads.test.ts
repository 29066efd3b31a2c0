import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema';
import { BrowserClient, newAccount } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import {
  publishUploadForm,
  storageKeyOf,
  submitResponseWithFile,
  uploadAsRespondent,
} from '../test-support/upload-test-helpers';

let t: TestContext;
let owner: BrowserClient;
let dataDir: string;
// The shortest TTL the setting takes (a minute): the test moves rows back in time past it.
const TTL_SECONDS = 60;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-orphans-'));
  t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      FREE_PUBLISHED_FORM_LIMIT: '100',
      UPLOAD_ORPHAN_TTL_SECONDS: String(TTL_SECONDS),
    },
  });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const blobPath = (key: string) => path.join(dataDir, 'uploads', key.slice(0, 2), key);

/** Moves files' upload time back by `seconds`, as if they had arrived that long ago. */
async function age(fileIds: string[], seconds: number) {
  await t.database.db
    .update(uploadedFiles)
    .set({ createdAt: new Date(Date.now() - seconds * 1000) })
    .where(inArray(uploadedFiles.id, fileIds));
}

const rowOf = async (fileId: string) =>
  (await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)))[0];

describe('the orphan sweep', () => {
  it('is scheduled every minute', () => {
    expect(t.config.uploads.orphanTtlMs).toBe(TTL_SECONDS * 1000);
    // runNow throws for a job that was never registered.
    return expect(t.app.scheduler.runNow('sweep-orphan-uploads')).resolves.toBeUndefined();
  });

  it('deletes an expired unsubmitted upload (row and file) and keeps submitted and fresh ones', async () => {
    const formId = await publishUploadForm(owner);
    const orphan = await uploadAsRespondent(new BrowserClient(t.app), formId, crypto.randomUUID());
    const fresh = await uploadAsRespondent(new BrowserClient(t.app), formId, crypto.randomUUID());
    const submitted = await submitResponseWithFile(t.app, formId);
    const orphanBlob = blobPath(await storageKeyOf(t.database.db, orphan.fileId));
    const freshBlob = blobPath(await storageKeyOf(t.database.db, fresh.fileId));
    const submittedBlob = blobPath(await storageKeyOf(t.database.db, submitted.file.fileId));
    // Past the TTL: the orphan and the submitted file; the fresh one is just inside it.
    await age([orphan.fileId, submitted.file.fileId], TTL_SECONDS + 5);
    await age([fresh.fileId], TTL_SECONDS - 20);

    await t.app.scheduler.runNow('sweep-orphan-uploads');

    expect(await rowOf(orphan.fileId)).toBeUndefined();
    expect(fs.existsSync(orphanBlob)).toBe(false);
    expect((await rowOf(fresh.fileId))?.responseId).toBeNull();
    expect(fs.existsSync(freshBlob)).toBe(true);
    expect((await rowOf(submitted.file.fileId))?.responseId).toBe(submitted.responseId);
    expect(fs.existsSync(submittedBlob)).toBe(true);
    const download = await owner.get(`/api/forms/${formId}/files/${submitted.file.fileId}`);
    expect(download.statusCode).toBe(200);
  });

  it('works off a backlog larger than one batch in one run', async () => {
    const formId = await publishUploadForm(owner);
    const key = () => crypto.randomBytes(24).toString('base64url');
    const old = new Date(Date.now() - (TTL_SECONDS + 60) * 1000);
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: `backlog-${i}-${crypto.randomUUID()}`,
      formId,
      questionId: 'doc',
      draftId: 'abandoned',
      storageKey: key(),
      originalName: 'a.png',
      mimeType: 'image/png',
      size: 1,
      createdAt: old,
    }));
    await t.database.db.insert(uploadedFiles).values(rows);
    await t.app.scheduler.runNow('sweep-orphan-uploads');
    const left = await t.database.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.formId, formId));
    expect(left).toEqual([]);
  });
});
