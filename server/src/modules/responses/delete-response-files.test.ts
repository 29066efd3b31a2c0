import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses, uploadedFiles } from '../../db/schema';
import {
  BINARY_PNG,
  publishUploadForm,
  storageKeyOf,
  submitResponseWithFile,
  uploadAsRespondent,
} from '../../test-support/upload-test-helpers';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-delete-files-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Where LocalDiskStorage keeps a key (two-character shard folders under DATA_DIR/uploads). */
const blobPath = (key: string) => path.join(dataDir, 'uploads', key.slice(0, 2), key);

async function blobOf(fileId: string): Promise<string> {
  return blobPath(await storageKeyOf(t.database.db, fileId));
}

const deleteResponses = (client: BrowserClient, formId: string, ids: number[]) =>
  client.request({ method: 'DELETE', url: `/api/forms/${formId}/responses`, payload: { ids } });

describe('deleting responses', () => {
  it('removes the stored files of the deleted responses and keeps the others', async () => {
    const formId = await publishUploadForm(owner);
    const gone = await submitResponseWithFile(t.app, formId);
    const kept = await submitResponseWithFile(t.app, formId);
    const goneBlob = await blobOf(gone.file.fileId);
    const keptBlob = await blobOf(kept.file.fileId);
    expect(fs.readFileSync(goneBlob).equals(BINARY_PNG)).toBe(true);

    const res = await deleteResponses(owner, formId, [gone.responseId]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect(fs.existsSync(goneBlob)).toBe(false);
    expect(fs.existsSync(keptBlob)).toBe(true);
    const download = await owner.get(`/api/forms/${formId}/files/${kept.file.fileId}`);
    expect(download.rawPayload.equals(BINARY_PNG)).toBe(true);
  });

  it('removes the files of several responses at once', async () => {
    const formId = await publishUploadForm(owner);
    const submitted = [
      await submitResponseWithFile(t.app, formId),
      await submitResponseWithFile(t.app, formId),
      await submitResponseWithFile(t.app, formId),
    ];
    const blobs = await Promise.all(submitted.map((s) => blobOf(s.file.fileId)));

    const res = await deleteResponses(
      owner,
      formId,
      submitted.map((s) => s.responseId),
    );
    expect(res.json()).toEqual({ deleted: 3 });
    for (const blob of blobs) expect(fs.existsSync(blob)).toBe(false);
  });

  it("leaves another form's responses and files alone when their ids are sent", async () => {
    const mine = await publishUploadForm(owner);
    const theirs = await publishUploadForm(owner);
    const other = await submitResponseWithFile(t.app, theirs);
    const otherBlob = await blobOf(other.file.fileId);

    const res = await deleteResponses(owner, mine, [other.responseId]);
    expect(res.json()).toEqual({ deleted: 0 });
    expect(fs.existsSync(otherBlob)).toBe(true);
    const rows = await t.database.db
      .select({ id: responses.id })
      .from(responses)
      .where(eq(responses.id, other.responseId));
    expect(rows).toHaveLength(1);
  });

  it('removes nothing for someone without access to the form', async () => {
    const formId = await publishUploadForm(owner);
    const submitted = await submitResponseWithFile(t.app, formId);
    const blob = await blobOf(submitted.file.fileId);
    const stranger = new BrowserClient(t.app);
    await stranger.post('/api/auth/register', newAccount());

    const res = await deleteResponses(stranger, formId, [submitted.responseId]);
    expect(res.statusCode).toBe(404);
    expect(fs.existsSync(blob)).toBe(true);
  });

  it('still deletes the rows when a stored file cannot be removed', async () => {
    const formId = await publishUploadForm(owner);
    const submitted = await submitResponseWithFile(t.app, formId);
    const blob = await blobOf(submitted.file.fileId);
    // A non-empty directory where the file was: the storage's delete fails (EISDIR/ENOTEMPTY),
    // even for root, which file permissions would not stop.
    fs.rmSync(blob);
    fs.mkdirSync(blob);
    fs.writeFileSync(path.join(blob, 'keep'), 'x');

    const res = await deleteResponses(owner, formId, [submitted.responseId]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    const rows = await t.database.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, submitted.file.fileId));
    expect(rows).toHaveLength(0);
    expect(fs.existsSync(blob)).toBe(true);
  });
});

describe('deleting a form', () => {
  it('removes the stored files of its responses and of unsubmitted drafts, and no others', async () => {
    const formId = await publishUploadForm(owner);
    const otherForm = await publishUploadForm(owner);
    const submitted = await submitResponseWithFile(t.app, formId);
    const draftOnly = await uploadAsRespondent(
      new BrowserClient(t.app),
      formId,
      crypto.randomUUID(),
    );
    const other = await submitResponseWithFile(t.app, otherForm);
    const blobs = [await blobOf(submitted.file.fileId), await blobOf(draftOnly.fileId)];
    const otherBlob = await blobOf(other.file.fileId);
    for (const blob of blobs) expect(fs.existsSync(blob)).toBe(true);

    expect((await owner.delete(`/api/forms/${formId}`)).statusCode).toBe(204);
    for (const blob of blobs) expect(fs.existsSync(blob)).toBe(false);
    expect(fs.existsSync(otherBlob)).toBe(true);
    const rows = await t.database.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.formId, formId));
    expect(rows).toHaveLength(0);
  });

  it('removes nothing when the caller may not delete the form', async () => {
    const formId = await publishUploadForm(owner);
    const submitted = await submitResponseWithFile(t.app, formId);
    const blob = await blobOf(submitted.file.fileId);
    const stranger = new BrowserClient(t.app);
    await stranger.post('/api/auth/register', newAccount());

    expect((await stranger.delete(`/api/forms/${formId}`)).statusCode).toBe(404);
    expect(fs.existsSync(blob)).toBe(true);
    expect((await owner.get(`/api/forms/${formId}`)).statusCode).toBe(200);
  });
});
